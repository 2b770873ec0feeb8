-- a data transformation in Swift

UPDATE "players" SET "gender" = CASE lower("gender") WHEN 'f' THEN 'female' WHEN 'female' THEN 'female' WHEN 'girl' THEN 'female' WHEN 'girls' THEN 'female' WHEN 'woman' THEN 'female' WHEN 'women' THEN 'female' WHEN 'boy' THEN 'male' WHEN 'boys' THEN 'male' WHEN 'm' THEN 'male' WHEN 'male' THEN 'male' WHEN 'man' THEN 'male' WHEN 'men' THEN 'male' WHEN 'nb' THEN 'non-binary' WHEN 'non binary' THEN 'non-binary' WHEN 'non-binary' THEN 'non-binary' WHEN 'nonbinary' THEN 'non-binary' WHEN 'x' THEN 'non-binary' END, "version" = "version" + 1 WHERE lower("gender") IN ('boy', 'boys', 'f', 'female', 'girl', 'girls', 'm', 'male', 'man', 'men', 'nb', 'non binary', 'non-binary', 'nonbinary', 'woman', 'women', 'x') AND "gender" NOT IN ('female', 'male', 'non-binary');

-- a data transformation in Swift
