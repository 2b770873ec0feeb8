--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: roster_visible; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA roster_visible;


--
-- Name: unaccent; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;


--
-- Name: EXTENSION unaccent; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION unaccent IS 'text search dictionary that removes accents';


--
-- Name: roster_access_check(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_access_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  PERFORM "roster_may_change"(TG_TABLE_NAME, NULL, false);
  RETURN NULL;
END $$;


--
-- Name: roster_access_kind(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_access_kind() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  RETURN (SELECT CASE
    WHEN pg_has_role(session_user, (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass), 'MEMBER')
      THEN 'admin'
    ELSE (SELECT a."kind" FROM "roster_access" a JOIN pg_roles r ON r."rolname" = a."role"
          WHERE pg_has_role(session_user, r."oid", 'MEMBER')
          ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1)
  END);
END $$;


--
-- Name: roster_access_privileges(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_access_privileges() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT n."role" FROM new_rows n) g;
  ELSE
    PERFORM "roster_grant_privileges"(g."role") FROM (SELECT DISTINCT o."role" FROM old_rows o) g;
  END IF;
  RETURN NULL;
END $$;


--
-- Name: roster_birthdates_unknown(bigint[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_birthdates_unknown(asked bigint[]) RETURNS SETOF bigint
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  IF "roster_access_kind"() IS NULL THEN RETURN; END IF;
  RETURN QUERY SELECT p."id" FROM "players" p JOIN "teams" t ON t."id" = p."team_id"
    JOIN "divisions" d ON d."id" = t."division_id"
    WHERE p."id" = ANY ("asked") AND p."birthdate" IS NULL AND (d."min_age" IS NOT NULL OR d."max_age" IS NOT NULL);
END $$;


--
-- Name: roster_data_changed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_data_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN PERFORM nextval('roster_data_version'); RETURN NULL; END $$;


--
-- Name: roster_entry_is_mine(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_entry_is_mine(entry bigint) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  RETURN coalesce((SELECT j."author" = session_user AND j."txn" IS NOT NULL
    AND j."txn" IS DISTINCT FROM txid_current_if_assigned() FROM "journal" j WHERE j."id" = "entry"), false);
END $$;


--
-- Name: roster_fold(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_fold(text text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
DECLARE folded text;
BEGIN
  IF "text" !~ '[^\x01-\x7f]' THEN
    RETURN translate("text", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  END IF;
  SELECT string_agg(coalesce(m ->> c, c), '' ORDER BY i) INTO folded
    FROM regexp_split_to_table("text", '') WITH ORDINALITY AS s(c, i), (SELECT '{"A":"a","B":"b","C":"c","D":"d","E":"e","F":"f","G":"g","H":"h","I":"i","J":"j","K":"k","L":"l","M":"m","N":"n","O":"o","P":"p","Q":"q","R":"r","S":"s","T":"t","U":"u","V":"v","W":"w","X":"x","Y":"y","Z":"z","µ":"μ","À":"a","Á":"a","Â":"a","Ã":"a","Ä":"a","Å":"a","Æ":"ae","Ç":"c","È":"e","É":"e","Ê":"e","Ë":"e","Ì":"i","Í":"i","Î":"i","Ï":"i","Ð":"d","Ñ":"n","Ò":"o","Ó":"o","Ô":"o","Õ":"o","Ö":"o","Ø":"o","Ù":"u","Ú":"u","Û":"u","Ü":"u","Ý":"y","Þ":"th","ß":"ss","à":"a","á":"a","â":"a","ã":"a","ä":"a","å":"a","æ":"ae","ç":"c","è":"e","é":"e","ê":"e","ë":"e","ì":"i","í":"i","î":"i","ï":"i","ð":"d","ñ":"n","ò":"o","ó":"o","ô":"o","õ":"o","ö":"o","ø":"o","ù":"u","ú":"u","û":"u","ü":"u","ý":"y","þ":"th","ÿ":"y","Ā":"a","ā":"a","Ă":"a","ă":"a","Ą":"a","ą":"a","Ć":"c","ć":"c","Ĉ":"c","ĉ":"c","Ċ":"c","ċ":"c","Č":"c","č":"c","Ď":"d","ď":"d","Đ":"d","đ":"d","Ē":"e","ē":"e","Ĕ":"e","ĕ":"e","Ė":"e","ė":"e","Ę":"e","ę":"e","Ě":"e","ě":"e","Ĝ":"g","ĝ":"g","Ğ":"g","ğ":"g","Ġ":"g","ġ":"g","Ģ":"g","ģ":"g","Ĥ":"h","ĥ":"h","Ħ":"ħ","Ĩ":"i","ĩ":"i","Ī":"i","ī":"i","Ĭ":"i","ĭ":"i","Į":"i","į":"i","İ":"i","ı":"i","Ĳ":"ĳ","Ĵ":"j","ĵ":"j","Ķ":"k","ķ":"k","Ĺ":"l","ĺ":"l","Ļ":"l","ļ":"l","Ľ":"l","ľ":"l","Ŀ":"ŀ","Ł":"l","ł":"l","Ń":"n","ń":"n","Ņ":"n","ņ":"n","Ň":"n","ň":"n","ŉ":"ʼn","Ŋ":"ŋ","Ō":"o","ō":"o","Ŏ":"o","ŏ":"o","Ő":"o","ő":"o","Œ":"oe","œ":"oe","Ŕ":"r","ŕ":"r","Ŗ":"r","ŗ":"r","Ř":"r","ř":"r","Ś":"s","ś":"s","Ŝ":"s","ŝ":"s","Ş":"s","ş":"s","Š":"s","š":"s","Ţ":"t","ţ":"t","Ť":"t","ť":"t","Ŧ":"ŧ","Ũ":"u","ũ":"u","Ū":"u","ū":"u","Ŭ":"u","ŭ":"u","Ů":"u","ů":"u","Ű":"u","ű":"u","Ų":"u","ų":"u","Ŵ":"w","ŵ":"w","Ŷ":"y","ŷ":"y","Ÿ":"y","Ź":"z","ź":"z","Ż":"z","ż":"z","Ž":"z","ž":"z","ſ":"s","Ɓ":"ɓ","Ƃ":"ƃ","Ƅ":"ƅ","Ɔ":"ɔ","Ƈ":"ƈ","Ɖ":"ɖ","Ɗ":"ɗ","Ƌ":"ƌ","Ǝ":"ǝ","Ə":"ə","Ɛ":"ɛ","Ƒ":"ƒ","Ɠ":"ɠ","Ɣ":"ɣ","Ɩ":"ɩ","Ɨ":"ɨ","Ƙ":"ƙ","Ɯ":"ɯ","Ɲ":"ɲ","Ɵ":"ɵ","Ơ":"o","ơ":"o","Ƣ":"ƣ","Ƥ":"ƥ","Ʀ":"ʀ","Ƨ":"ƨ","Ʃ":"ʃ","Ƭ":"ƭ","Ʈ":"ʈ","Ư":"u","ư":"u","Ʊ":"ʊ","Ʋ":"ʋ","Ƴ":"ƴ","Ƶ":"ƶ","Ʒ":"ʒ","Ƹ":"ƹ","Ƽ":"ƽ","Ǆ":"ǆ","ǅ":"ǆ","Ǉ":"ǉ","ǈ":"ǉ","Ǌ":"ǌ","ǋ":"ǌ","Ǎ":"a","ǎ":"a","Ǐ":"i","ǐ":"i","Ǒ":"o","ǒ":"o","Ǔ":"u","ǔ":"u","Ǖ":"u","ǖ":"u","Ǘ":"u","ǘ":"u","Ǚ":"u","ǚ":"u","Ǜ":"u","ǜ":"u","Ǟ":"a","ǟ":"a","Ǡ":"a","ǡ":"a","Ǣ":"ae","ǣ":"ae","Ǥ":"ǥ","Ǧ":"g","ǧ":"g","Ǩ":"k","ǩ":"k","Ǫ":"o","ǫ":"o","Ǭ":"o","ǭ":"o","Ǯ":"ʒ","ǯ":"ʒ","ǰ":"j","Ǳ":"ǳ","ǲ":"ǳ","Ǵ":"g","ǵ":"g","Ƕ":"ƕ","Ƿ":"ƿ","Ǹ":"n","ǹ":"n","Ǻ":"a","ǻ":"a","Ǽ":"ae","ǽ":"ae","Ǿ":"o","ǿ":"o","Ȁ":"a","ȁ":"a","Ȃ":"a","ȃ":"a","Ȅ":"e","ȅ":"e","Ȇ":"e","ȇ":"e","Ȉ":"i","ȉ":"i","Ȋ":"i","ȋ":"i","Ȍ":"o","ȍ":"o","Ȏ":"o","ȏ":"o","Ȑ":"r","ȑ":"r","Ȓ":"r","ȓ":"r","Ȕ":"u","ȕ":"u","Ȗ":"u","ȗ":"u","Ș":"s","ș":"s","Ț":"t","ț":"t","Ȝ":"ȝ","Ȟ":"h","ȟ":"h","Ƞ":"ƞ","Ȣ":"ȣ","Ȥ":"ȥ","Ȧ":"a","ȧ":"a","Ȩ":"e","ȩ":"e","Ȫ":"o","ȫ":"o","Ȭ":"o","ȭ":"o","Ȯ":"o","ȯ":"o","Ȱ":"o","ȱ":"o","Ȳ":"y","ȳ":"y","Ⱥ":"ⱥ","Ȼ":"ȼ","Ƚ":"ƚ","Ⱦ":"ⱦ","Ɂ":"ɂ","Ƀ":"ƀ","Ʉ":"ʉ","Ʌ":"ʌ","Ɇ":"ɇ","Ɉ":"ɉ","Ɋ":"ɋ","Ɍ":"ɍ","Ɏ":"ɏ","̀":"","́":"","̂":"","̃":"","̄":"","̅":"","̆":"","̇":"","̈":"","̉":"","̊":"","̋":"","̌":"","̍":"","̎":"","̏":"","̐":"","̑":"","̒":"","̓":"","̔":"","̕":"","̖":"","̗":"","̘":"","̙":"","̚":"","̛":"","̜":"","̝":"","̞":"","̟":"","̠":"","̡":"","̢":"","̣":"","̤":"","̥":"","̦":"","̧":"","̨":"","̩":"","̪":"","̫":"","̬":"","̭":"","̮":"","̯":"","̰":"","̱":"","̲":"","̳":"","̴":"","̵":"","̶":"","̷":"","̸":"","̹":"","̺":"","̻":"","̼":"","̽":"","̾":"","̿":"","̀":"","́":"","͂":"","̓":"","̈́":"","ͅ":"","͆":"","͇":"","͈":"","͉":"","͊":"","͋":"","͌":"","͍":"","͎":"","͐":"","͑":"","͒":"","͓":"","͔":"","͕":"","͖":"","͗":"","͘":"","͙":"","͚":"","͛":"","͜":"","͝":"","͞":"","͟":"","͠":"","͡":"","͢":"","ͣ":"","ͤ":"","ͥ":"","ͦ":"","ͧ":"","ͨ":"","ͩ":"","ͪ":"","ͫ":"","ͬ":"","ͭ":"","ͮ":"","ͯ":"","Ͱ":"ͱ","Ͳ":"ͳ","Ͷ":"ͷ","Ϳ":"ϳ","΅":"¨","Ά":"α","Έ":"ε","Ή":"η","Ί":"ι","Ό":"ο","Ύ":"υ","Ώ":"ω","ΐ":"ι","Α":"α","Β":"β","Γ":"γ","Δ":"δ","Ε":"ε","Ζ":"ζ","Η":"η","Θ":"θ","Ι":"ι","Κ":"κ","Λ":"λ","Μ":"μ","Ν":"ν","Ξ":"ξ","Ο":"ο","Π":"π","Ρ":"ρ","Σ":"σ","Τ":"τ","Υ":"υ","Φ":"φ","Χ":"χ","Ψ":"ψ","Ω":"ω","Ϊ":"ι","Ϋ":"υ","ά":"α","έ":"ε","ή":"η","ί":"ι","ΰ":"υ","ς":"σ","ϊ":"ι","ϋ":"υ","ό":"ο","ύ":"υ","ώ":"ω","Ϗ":"ϗ","ϐ":"β","ϑ":"θ","ϓ":"ϒ","ϔ":"ϒ","ϕ":"φ","ϖ":"π","Ϙ":"ϙ","Ϛ":"ϛ","Ϝ":"ϝ","Ϟ":"ϟ","Ϡ":"ϡ","Ϣ":"ϣ","Ϥ":"ϥ","Ϧ":"ϧ","Ϩ":"ϩ","Ϫ":"ϫ","Ϭ":"ϭ","Ϯ":"ϯ","ϰ":"κ","ϱ":"ρ","ϴ":"θ","ϵ":"ε","Ϸ":"ϸ","Ϲ":"ϲ","Ϻ":"ϻ","Ͻ":"ͻ","Ͼ":"ͼ","Ͽ":"ͽ","Ѐ":"е","Ё":"е","Ђ":"ђ","Ѓ":"г","Є":"є","Ѕ":"ѕ","І":"і","Ї":"і","Ј":"ј","Љ":"љ","Њ":"њ","Ћ":"ћ","Ќ":"к","Ѝ":"и","Ў":"у","Џ":"џ","А":"а","Б":"б","В":"в","Г":"г","Д":"д","Е":"е","Ж":"ж","З":"з","И":"и","Й":"и","К":"к","Л":"л","М":"м","Н":"н","О":"о","П":"п","Р":"р","С":"с","Т":"т","У":"у","Ф":"ф","Х":"х","Ц":"ц","Ч":"ч","Ш":"ш","Щ":"щ","Ъ":"ъ","Ы":"ы","Ь":"ь","Э":"э","Ю":"ю","Я":"я","й":"и","ѐ":"е","ё":"е","ѓ":"г","ї":"і","ќ":"к","ѝ":"и","ў":"у","Ѡ":"ѡ","Ѣ":"ѣ","Ѥ":"ѥ","Ѧ":"ѧ","Ѩ":"ѩ","Ѫ":"ѫ","Ѭ":"ѭ","Ѯ":"ѯ","Ѱ":"ѱ","Ѳ":"ѳ","Ѵ":"ѵ","Ѷ":"ѵ","ѷ":"ѵ","Ѹ":"ѹ","Ѻ":"ѻ","Ѽ":"ѽ","Ѿ":"ѿ","Ҁ":"ҁ","҃":"","҄":"","҅":"","҆":"","҇":"","Ҋ":"ҋ","Ҍ":"ҍ","Ҏ":"ҏ","Ґ":"ґ","Ғ":"ғ","Ҕ":"ҕ","Җ":"җ","Ҙ":"ҙ","Қ":"қ","Ҝ":"ҝ","Ҟ":"ҟ","Ҡ":"ҡ","Ң":"ң","Ҥ":"ҥ","Ҧ":"ҧ","Ҩ":"ҩ","Ҫ":"ҫ","Ҭ":"ҭ","Ү":"ү","Ұ":"ұ","Ҳ":"ҳ","Ҵ":"ҵ","Ҷ":"ҷ","Ҹ":"ҹ","Һ":"һ","Ҽ":"ҽ","Ҿ":"ҿ","Ӏ":"ӏ","Ӂ":"ж","ӂ":"ж","Ӄ":"ӄ","Ӆ":"ӆ","Ӈ":"ӈ","Ӊ":"ӊ","Ӌ":"ӌ","Ӎ":"ӎ","Ӑ":"а","ӑ":"а","Ӓ":"а","ӓ":"а","Ӕ":"ӕ","Ӗ":"е","ӗ":"е","Ә":"ә","Ӛ":"ә","ӛ":"ә","Ӝ":"ж","ӝ":"ж","Ӟ":"з","ӟ":"з","Ӡ":"ӡ","Ӣ":"и","ӣ":"и","Ӥ":"и","ӥ":"и","Ӧ":"о","ӧ":"о","Ө":"ө","Ӫ":"ө","ӫ":"ө","Ӭ":"э","ӭ":"э","Ӯ":"у","ӯ":"у","Ӱ":"у","ӱ":"у","Ӳ":"у","ӳ":"у","Ӵ":"ч","ӵ":"ч","Ӷ":"ӷ","Ӹ":"ы","ӹ":"ы","Ӻ":"ӻ","Ӽ":"ӽ","Ӿ":"ӿ","Ԁ":"ԁ","Ԃ":"ԃ","Ԅ":"ԅ","Ԇ":"ԇ","Ԉ":"ԉ","Ԋ":"ԋ","Ԍ":"ԍ","Ԏ":"ԏ","Ԑ":"ԑ","Ԓ":"ԓ","Ԕ":"ԕ","Ԗ":"ԗ","Ԙ":"ԙ","Ԛ":"ԛ","Ԝ":"ԝ","Ԟ":"ԟ","Ԡ":"ԡ","Ԣ":"ԣ","Ԥ":"ԥ","Ԧ":"ԧ","Ԩ":"ԩ","Ԫ":"ԫ","Ԭ":"ԭ","Ԯ":"ԯ","Ա":"ա","Բ":"բ","Գ":"գ","Դ":"դ","Ե":"ե","Զ":"զ","Է":"է","Ը":"ը","Թ":"թ","Ժ":"ժ","Ի":"ի","Լ":"լ","Խ":"խ","Ծ":"ծ","Կ":"կ","Հ":"հ","Ձ":"ձ","Ղ":"ղ","Ճ":"ճ","Մ":"մ","Յ":"յ","Ն":"ն","Շ":"շ","Ո":"ո","Չ":"չ","Պ":"պ","Ջ":"ջ","Ռ":"ռ","Ս":"ս","Վ":"վ","Տ":"տ","Ր":"ր","Ց":"ց","Ւ":"ւ","Փ":"փ","Ք":"ք","Օ":"օ","Ֆ":"ֆ","և":"եւ","֑":"","֒":"","֓":"","֔":"","֕":"","֖":"","֗":"","֘":"","֙":"","֚":"","֛":"","֜":"","֝":"","֞":"","֟":"","֠":"","֡":"","֢":"","֣":"","֤":"","֥":"","֦":"","֧":"","֨":"","֩":"","֪":"","֫":"","֬":"","֭":"","֮":"","֯":"","ְ":"","ֱ":"","ֲ":"","ֳ":"","ִ":"","ֵ":"","ֶ":"","ַ":"","ָ":"","ֹ":"","ֺ":"","ֻ":"","ּ":"","ֽ":"","ֿ":"","ׁ":"","ׂ":"","ׄ":"","ׅ":"","ׇ":"","ؐ":"","ؑ":"","ؒ":"","ؓ":"","ؔ":"","ؕ":"","ؖ":"","ؗ":"","ؘ":"","ؙ":"","ؚ":"","ً":"","ٌ":"","ٍ":"","َ":"","ُ":"","ِ":"","ّ":"","ْ":"","ٓ":"","ٔ":"","ٕ":"","ٖ":"","ٗ":"","٘":"","ٙ":"","ٚ":"","ٛ":"","ٜ":"","ٝ":"","ٞ":"","ٟ":"","ٰ":"","ۖ":"","ۗ":"","ۘ":"","ۙ":"","ۚ":"","ۛ":"","ۜ":"","۟":"","۠":"","ۡ":"","ۢ":"","ۣ":"","ۤ":"","ۧ":"","ۨ":"","۪":"","۫":"","۬":"","ۭ":"","ܑ":"","ܰ":"","ܱ":"","ܲ":"","ܳ":"","ܴ":"","ܵ":"","ܶ":"","ܷ":"","ܸ":"","ܹ":"","ܺ":"","ܻ":"","ܼ":"","ܽ":"","ܾ":"","ܿ":"","݀":"","݁":"","݂":"","݃":"","݄":"","݅":"","݆":"","݇":"","݈":"","݉":"","݊":"","߫":"","߬":"","߭":"","߮":"","߯":"","߰":"","߱":"","߲":"","߳":"","߽":"","ࠖ":"","ࠗ":"","࠘":"","࠙":"","ࠛ":"","ࠜ":"","ࠝ":"","ࠞ":"","ࠟ":"","ࠠ":"","ࠡ":"","ࠢ":"","ࠣ":"","ࠥ":"","ࠦ":"","ࠧ":"","ࠩ":"","ࠪ":"","ࠫ":"","ࠬ":"","࠭":"","࡙":"","࡚":"","࡛":"","ࢗ":"","࢘":"","࢙":"","࢚":"","࢛":"","࢜":"","࢝":"","࢞":"","࢟":"","࣊":"","࣋":"","࣌":"","࣍":"","࣎":"","࣏":"","࣐":"","࣑":"","࣒":"","࣓":"","ࣔ":"","ࣕ":"","ࣖ":"","ࣗ":"","ࣘ":"","ࣙ":"","ࣚ":"","ࣛ":"","ࣜ":"","ࣝ":"","ࣞ":"","ࣟ":"","࣠":"","࣡":"","ࣣ":"","ࣤ":"","ࣥ":"","ࣦ":"","ࣧ":"","ࣨ":"","ࣩ":"","࣪":"","࣫":"","࣬":"","࣭":"","࣮":"","࣯":"","ࣰ":"","ࣱ":"","ࣲ":"","ࣳ":"","ࣴ":"","ࣵ":"","ࣶ":"","ࣷ":"","ࣸ":"","ࣹ":"","ࣺ":"","ࣻ":"","ࣼ":"","ࣽ":"","ࣾ":"","ࣿ":"","़":"","्":"","॑":"","॒":"","॓":"","॔":"","়":"","্":"","৾":"","਼":"","੍":"","઼":"","્":"","଼":"","୍":"","்":"","఼":"","్":"","ౕ":"","ౖ":"","಼":"","್":"","഻":"","഼":"","്":"","්":"","ุ":"","ู":"","ฺ":"","่":"","้":"","๊":"","๋":"","ຸ":"","ູ":"","຺":"","່":"","້":"","໊":"","໋":"","༘":"","༙":"","༵":"","༷":"","༹":"","ཱ":"","ི":"","ུ":"","ེ":"","ཻ":"","ོ":"","ཽ":"","ྀ":"","ྂ":"","ྃ":"","྄":"","྆":"","྇":"","࿆":"","့":"","္":"","်":"","ႍ":"","Ⴀ":"ⴀ","Ⴁ":"ⴁ","Ⴂ":"ⴂ","Ⴃ":"ⴃ","Ⴄ":"ⴄ","Ⴅ":"ⴅ","Ⴆ":"ⴆ","Ⴇ":"ⴇ","Ⴈ":"ⴈ","Ⴉ":"ⴉ","Ⴊ":"ⴊ","Ⴋ":"ⴋ","Ⴌ":"ⴌ","Ⴍ":"ⴍ","Ⴎ":"ⴎ","Ⴏ":"ⴏ","Ⴐ":"ⴐ","Ⴑ":"ⴑ","Ⴒ":"ⴒ","Ⴓ":"ⴓ","Ⴔ":"ⴔ","Ⴕ":"ⴕ","Ⴖ":"ⴖ","Ⴗ":"ⴗ","Ⴘ":"ⴘ","Ⴙ":"ⴙ","Ⴚ":"ⴚ","Ⴛ":"ⴛ","Ⴜ":"ⴜ","Ⴝ":"ⴝ","Ⴞ":"ⴞ","Ⴟ":"ⴟ","Ⴠ":"ⴠ","Ⴡ":"ⴡ","Ⴢ":"ⴢ","Ⴣ":"ⴣ","Ⴤ":"ⴤ","Ⴥ":"ⴥ","Ⴧ":"ⴧ","Ⴭ":"ⴭ","፝":"","፞":"","፟":"","Ꭰ":"ꭰ","Ꭱ":"ꭱ","Ꭲ":"ꭲ","Ꭳ":"ꭳ","Ꭴ":"ꭴ","Ꭵ":"ꭵ","Ꭶ":"ꭶ","Ꭷ":"ꭷ","Ꭸ":"ꭸ","Ꭹ":"ꭹ","Ꭺ":"ꭺ","Ꭻ":"ꭻ","Ꭼ":"ꭼ","Ꭽ":"ꭽ","Ꭾ":"ꭾ","Ꭿ":"ꭿ","Ꮀ":"ꮀ","Ꮁ":"ꮁ","Ꮂ":"ꮂ","Ꮃ":"ꮃ","Ꮄ":"ꮄ","Ꮅ":"ꮅ","Ꮆ":"ꮆ","Ꮇ":"ꮇ","Ꮈ":"ꮈ","Ꮉ":"ꮉ","Ꮊ":"ꮊ","Ꮋ":"ꮋ","Ꮌ":"ꮌ","Ꮍ":"ꮍ","Ꮎ":"ꮎ","Ꮏ":"ꮏ","Ꮐ":"ꮐ","Ꮑ":"ꮑ","Ꮒ":"ꮒ","Ꮓ":"ꮓ","Ꮔ":"ꮔ","Ꮕ":"ꮕ","Ꮖ":"ꮖ","Ꮗ":"ꮗ","Ꮘ":"ꮘ","Ꮙ":"ꮙ","Ꮚ":"ꮚ","Ꮛ":"ꮛ","Ꮜ":"ꮜ","Ꮝ":"ꮝ","Ꮞ":"ꮞ","Ꮟ":"ꮟ","Ꮠ":"ꮠ","Ꮡ":"ꮡ","Ꮢ":"ꮢ","Ꮣ":"ꮣ","Ꮤ":"ꮤ","Ꮥ":"ꮥ","Ꮦ":"ꮦ","Ꮧ":"ꮧ","Ꮨ":"ꮨ","Ꮩ":"ꮩ","Ꮪ":"ꮪ","Ꮫ":"ꮫ","Ꮬ":"ꮬ","Ꮭ":"ꮭ","Ꮮ":"ꮮ","Ꮯ":"ꮯ","Ꮰ":"ꮰ","Ꮱ":"ꮱ","Ꮲ":"ꮲ","Ꮳ":"ꮳ","Ꮴ":"ꮴ","Ꮵ":"ꮵ","Ꮶ":"ꮶ","Ꮷ":"ꮷ","Ꮸ":"ꮸ","Ꮹ":"ꮹ","Ꮺ":"ꮺ","Ꮻ":"ꮻ","Ꮼ":"ꮼ","Ꮽ":"ꮽ","Ꮾ":"ꮾ","Ꮿ":"ꮿ","Ᏸ":"ᏸ","Ᏹ":"ᏹ","Ᏺ":"ᏺ","Ᏻ":"ᏻ","Ᏼ":"ᏼ","Ᏽ":"ᏽ","᜔":"","្":"","៝":"","ᢩ":"","᤹":"","᤺":"","᤻":"","ᨗ":"","ᨘ":"","᩠":"","᩵":"","᩶":"","᩷":"","᩸":"","᩹":"","᩺":"","᩻":"","᩼":"","᩿":"","᪰":"","᪱":"","᪲":"","᪳":"","᪴":"","᪵":"","᪶":"","᪷":"","᪸":"","᪹":"","᪺":"","᪻":"","᪼":"","᪽":"","ᪿ":"","ᫀ":"","᫁":"","᫂":"","᫃":"","᫄":"","᫅":"","᫆":"","᫇":"","᫈":"","᫉":"","᫊":"","᫋":"","ᫌ":"","ᫍ":"","ᫎ":"","᫏":"","᫐":"","᫑":"","᫒":"","᫓":"","᫔":"","᫕":"","᫖":"","᫗":"","᫘":"","᫙":"","᫚":"","᫛":"","᫜":"","᫝":"","᫠":"","᫡":"","᫢":"","᫣":"","᫤":"","᫥":"","᫦":"","᫧":"","᫨":"","᫩":"","᫪":"","᫫":"","᬴":"","᭫":"","᭬":"","᭭":"","᭮":"","᭯":"","᭰":"","᭱":"","᭲":"","᭳":"","᮫":"","᯦":"","᰷":"","Ᲊ":"ᲊ","Ა":"ა","Ბ":"ბ","Გ":"გ","Დ":"დ","Ე":"ე","Ვ":"ვ","Ზ":"ზ","Თ":"თ","Ი":"ი","Კ":"კ","Ლ":"ლ","Მ":"მ","Ნ":"ნ","Ო":"ო","Პ":"პ","Ჟ":"ჟ","Რ":"რ","Ს":"ს","Ტ":"ტ","Უ":"უ","Ფ":"ფ","Ქ":"ქ","Ღ":"ღ","Ყ":"ყ","Შ":"შ","Ჩ":"ჩ","Ც":"ც","Ძ":"ძ","Წ":"წ","Ჭ":"ჭ","Ხ":"ხ","Ჯ":"ჯ","Ჰ":"ჰ","Ჱ":"ჱ","Ჲ":"ჲ","Ჳ":"ჳ","Ჴ":"ჴ","Ჵ":"ჵ","Ჶ":"ჶ","Ჷ":"ჷ","Ჸ":"ჸ","Ჹ":"ჹ","Ჺ":"ჺ","Ჽ":"ჽ","Ჾ":"ჾ","Ჿ":"ჿ","᳐":"","᳑":"","᳒":"","᳔":"","᳕":"","᳖":"","᳗":"","᳘":"","᳙":"","᳚":"","᳛":"","᳜":"","᳝":"","᳞":"","᳟":"","᳠":"","᳢":"","᳣":"","᳤":"","᳥":"","᳦":"","᳧":"","᳨":"","᳭":"","᳴":"","᳸":"","᳹":"","᷀":"","᷁":"","᷂":"","᷃":"","᷄":"","᷅":"","᷆":"","᷇":"","᷈":"","᷉":"","᷊":"","᷋":"","᷌":"","᷍":"","᷎":"","᷏":"","᷐":"","᷑":"","᷒":"","ᷓ":"","ᷔ":"","ᷕ":"","ᷖ":"","ᷗ":"","ᷘ":"","ᷙ":"","ᷚ":"","ᷛ":"","ᷜ":"","ᷝ":"","ᷞ":"","ᷟ":"","ᷠ":"","ᷡ":"","ᷢ":"","ᷣ":"","ᷤ":"","ᷥ":"","ᷦ":"","ᷧ":"","ᷨ":"","ᷩ":"","ᷪ":"","ᷫ":"","ᷬ":"","ᷭ":"","ᷮ":"","ᷯ":"","ᷰ":"","ᷱ":"","ᷲ":"","ᷳ":"","ᷴ":"","᷵":"","᷶":"","᷷":"","᷸":"","᷹":"","᷺":"","᷻":"","᷼":"","᷽":"","᷾":"","᷿":"","Ḁ":"a","ḁ":"a","Ḃ":"b","ḃ":"b","Ḅ":"b","ḅ":"b","Ḇ":"b","ḇ":"b","Ḉ":"c","ḉ":"c","Ḋ":"d","ḋ":"d","Ḍ":"d","ḍ":"d","Ḏ":"d","ḏ":"d","Ḑ":"d","ḑ":"d","Ḓ":"d","ḓ":"d","Ḕ":"e","ḕ":"e","Ḗ":"e","ḗ":"e","Ḙ":"e","ḙ":"e","Ḛ":"e","ḛ":"e","Ḝ":"e","ḝ":"e","Ḟ":"f","ḟ":"f","Ḡ":"g","ḡ":"g","Ḣ":"h","ḣ":"h","Ḥ":"h","ḥ":"h","Ḧ":"h","ḧ":"h","Ḩ":"h","ḩ":"h","Ḫ":"h","ḫ":"h","Ḭ":"i","ḭ":"i","Ḯ":"i","ḯ":"i","Ḱ":"k","ḱ":"k","Ḳ":"k","ḳ":"k","Ḵ":"k","ḵ":"k","Ḷ":"l","ḷ":"l","Ḹ":"l","ḹ":"l","Ḻ":"l","ḻ":"l","Ḽ":"l","ḽ":"l","Ḿ":"m","ḿ":"m","Ṁ":"m","ṁ":"m","Ṃ":"m","ṃ":"m","Ṅ":"n","ṅ":"n","Ṇ":"n","ṇ":"n","Ṉ":"n","ṉ":"n","Ṋ":"n","ṋ":"n","Ṍ":"o","ṍ":"o","Ṏ":"o","ṏ":"o","Ṑ":"o","ṑ":"o","Ṓ":"o","ṓ":"o","Ṕ":"p","ṕ":"p","Ṗ":"p","ṗ":"p","Ṙ":"r","ṙ":"r","Ṛ":"r","ṛ":"r","Ṝ":"r","ṝ":"r","Ṟ":"r","ṟ":"r","Ṡ":"s","ṡ":"s","Ṣ":"s","ṣ":"s","Ṥ":"s","ṥ":"s","Ṧ":"s","ṧ":"s","Ṩ":"s","ṩ":"s","Ṫ":"t","ṫ":"t","Ṭ":"t","ṭ":"t","Ṯ":"t","ṯ":"t","Ṱ":"t","ṱ":"t","Ṳ":"u","ṳ":"u","Ṵ":"u","ṵ":"u","Ṷ":"u","ṷ":"u","Ṹ":"u","ṹ":"u","Ṻ":"u","ṻ":"u","Ṽ":"v","ṽ":"v","Ṿ":"v","ṿ":"v","Ẁ":"w","ẁ":"w","Ẃ":"w","ẃ":"w","Ẅ":"w","ẅ":"w","Ẇ":"w","ẇ":"w","Ẉ":"w","ẉ":"w","Ẋ":"x","ẋ":"x","Ẍ":"x","ẍ":"x","Ẏ":"y","ẏ":"y","Ẑ":"z","ẑ":"z","Ẓ":"z","ẓ":"z","Ẕ":"z","ẕ":"z","ẖ":"h","ẗ":"t","ẘ":"w","ẙ":"y","ẚ":"aʾ","ẛ":"s","ẞ":"ss","Ạ":"a","ạ":"a","Ả":"a","ả":"a","Ấ":"a","ấ":"a","Ầ":"a","ầ":"a","Ẩ":"a","ẩ":"a","Ẫ":"a","ẫ":"a","Ậ":"a","ậ":"a","Ắ":"a","ắ":"a","Ằ":"a","ằ":"a","Ẳ":"a","ẳ":"a","Ẵ":"a","ẵ":"a","Ặ":"a","ặ":"a","Ẹ":"e","ẹ":"e","Ẻ":"e","ẻ":"e","Ẽ":"e","ẽ":"e","Ế":"e","ế":"e","Ề":"e","ề":"e","Ể":"e","ể":"e","Ễ":"e","ễ":"e","Ệ":"e","ệ":"e","Ỉ":"i","ỉ":"i","Ị":"i","ị":"i","Ọ":"o","ọ":"o","Ỏ":"o","ỏ":"o","Ố":"o","ố":"o","Ồ":"o","ồ":"o","Ổ":"o","ổ":"o","Ỗ":"o","ỗ":"o","Ộ":"o","ộ":"o","Ớ":"o","ớ":"o","Ờ":"o","ờ":"o","Ở":"o","ở":"o","Ỡ":"o","ỡ":"o","Ợ":"o","ợ":"o","Ụ":"u","ụ":"u","Ủ":"u","ủ":"u","Ứ":"u","ứ":"u","Ừ":"u","ừ":"u","Ử":"u","ử":"u","Ữ":"u","ữ":"u","Ự":"u","ự":"u","Ỳ":"y","ỳ":"y","Ỵ":"y","ỵ":"y","Ỷ":"y","ỷ":"y","Ỹ":"y","ỹ":"y","Ỻ":"ỻ","Ỽ":"ỽ","Ỿ":"ỿ","ἀ":"α","ἁ":"α","ἂ":"α","ἃ":"α","ἄ":"α","ἅ":"α","ἆ":"α","ἇ":"α","Ἀ":"α","Ἁ":"α","Ἂ":"α","Ἃ":"α","Ἄ":"α","Ἅ":"α","Ἆ":"α","Ἇ":"α","ἐ":"ε","ἑ":"ε","ἒ":"ε","ἓ":"ε","ἔ":"ε","ἕ":"ε","Ἐ":"ε","Ἑ":"ε","Ἒ":"ε","Ἓ":"ε","Ἔ":"ε","Ἕ":"ε","ἠ":"η","ἡ":"η","ἢ":"η","ἣ":"η","ἤ":"η","ἥ":"η","ἦ":"η","ἧ":"η","Ἠ":"η","Ἡ":"η","Ἢ":"η","Ἣ":"η","Ἤ":"η","Ἥ":"η","Ἦ":"η","Ἧ":"η","ἰ":"ι","ἱ":"ι","ἲ":"ι","ἳ":"ι","ἴ":"ι","ἵ":"ι","ἶ":"ι","ἷ":"ι","Ἰ":"ι","Ἱ":"ι","Ἲ":"ι","Ἳ":"ι","Ἴ":"ι","Ἵ":"ι","Ἶ":"ι","Ἷ":"ι","ὀ":"ο","ὁ":"ο","ὂ":"ο","ὃ":"ο","ὄ":"ο","ὅ":"ο","Ὀ":"ο","Ὁ":"ο","Ὂ":"ο","Ὃ":"ο","Ὄ":"ο","Ὅ":"ο","ὐ":"υ","ὑ":"υ","ὒ":"υ","ὓ":"υ","ὔ":"υ","ὕ":"υ","ὖ":"υ","ὗ":"υ","Ὑ":"υ","Ὓ":"υ","Ὕ":"υ","Ὗ":"υ","ὠ":"ω","ὡ":"ω","ὢ":"ω","ὣ":"ω","ὤ":"ω","ὥ":"ω","ὦ":"ω","ὧ":"ω","Ὠ":"ω","Ὡ":"ω","Ὢ":"ω","Ὣ":"ω","Ὤ":"ω","Ὥ":"ω","Ὦ":"ω","Ὧ":"ω","ὰ":"α","ά":"α","ὲ":"ε","έ":"ε","ὴ":"η","ή":"η","ὶ":"ι","ί":"ι","ὸ":"ο","ό":"ο","ὺ":"υ","ύ":"υ","ὼ":"ω","ώ":"ω","ᾀ":"α","ᾁ":"α","ᾂ":"α","ᾃ":"α","ᾄ":"α","ᾅ":"α","ᾆ":"α","ᾇ":"α","ᾈ":"α","ᾉ":"α","ᾊ":"α","ᾋ":"α","ᾌ":"α","ᾍ":"α","ᾎ":"α","ᾏ":"α","ᾐ":"η","ᾑ":"η","ᾒ":"η","ᾓ":"η","ᾔ":"η","ᾕ":"η","ᾖ":"η","ᾗ":"η","ᾘ":"η","ᾙ":"η","ᾚ":"η","ᾛ":"η","ᾜ":"η","ᾝ":"η","ᾞ":"η","ᾟ":"η","ᾠ":"ω","ᾡ":"ω","ᾢ":"ω","ᾣ":"ω","ᾤ":"ω","ᾥ":"ω","ᾦ":"ω","ᾧ":"ω","ᾨ":"ω","ᾩ":"ω","ᾪ":"ω","ᾫ":"ω","ᾬ":"ω","ᾭ":"ω","ᾮ":"ω","ᾯ":"ω","ᾰ":"α","ᾱ":"α","ᾲ":"α","ᾳ":"α","ᾴ":"α","ᾶ":"α","ᾷ":"α","Ᾰ":"α","Ᾱ":"α","Ὰ":"α","Ά":"α","ᾼ":"α","῁":"¨","ῂ":"η","ῃ":"η","ῄ":"η","ῆ":"η","ῇ":"η","Ὲ":"ε","Έ":"ε","Ὴ":"η","Ή":"η","ῌ":"η","ῐ":"ι","ῑ":"ι","ῒ":"ι","ΐ":"ι","ῖ":"ι","ῗ":"ι","Ῐ":"ι","Ῑ":"ι","Ὶ":"ι","Ί":"ι","ῠ":"υ","ῡ":"υ","ῢ":"υ","ΰ":"υ","ῤ":"ρ","ῥ":"ρ","ῦ":"υ","ῧ":"υ","Ῠ":"υ","Ῡ":"υ","Ὺ":"υ","Ύ":"υ","Ῥ":"ρ","῭":"¨","΅":"¨","ῲ":"ω","ῳ":"ω","ῴ":"ω","ῶ":"ω","ῷ":"ω","Ὸ":"ο","Ό":"ο","Ὼ":"ω","Ώ":"ω","ῼ":"ω","⃐":"","⃑":"","⃒":"","⃓":"","⃔":"","⃕":"","⃖":"","⃗":"","⃘":"","⃙":"","⃚":"","⃛":"","⃜":"","⃡":"","⃥":"","⃦":"","⃧":"","⃨":"","⃩":"","⃪":"","⃫":"","⃬":"","⃭":"","⃮":"","⃯":"","⃰":"","Ω":"ω","K":"k","Å":"a","Ⅎ":"ⅎ","Ⅰ":"ⅰ","Ⅱ":"ⅱ","Ⅲ":"ⅲ","Ⅳ":"ⅳ","Ⅴ":"ⅴ","Ⅵ":"ⅵ","Ⅶ":"ⅶ","Ⅷ":"ⅷ","Ⅸ":"ⅸ","Ⅹ":"ⅹ","Ⅺ":"ⅺ","Ⅻ":"ⅻ","Ⅼ":"ⅼ","Ⅽ":"ⅽ","Ⅾ":"ⅾ","Ⅿ":"ⅿ","Ↄ":"ↄ","≠":"=","≮":"<","≯":">","Ⓐ":"ⓐ","Ⓑ":"ⓑ","Ⓒ":"ⓒ","Ⓓ":"ⓓ","Ⓔ":"ⓔ","Ⓕ":"ⓕ","Ⓖ":"ⓖ","Ⓗ":"ⓗ","Ⓘ":"ⓘ","Ⓙ":"ⓙ","Ⓚ":"ⓚ","Ⓛ":"ⓛ","Ⓜ":"ⓜ","Ⓝ":"ⓝ","Ⓞ":"ⓞ","Ⓟ":"ⓟ","Ⓠ":"ⓠ","Ⓡ":"ⓡ","Ⓢ":"ⓢ","Ⓣ":"ⓣ","Ⓤ":"ⓤ","Ⓥ":"ⓥ","Ⓦ":"ⓦ","Ⓧ":"ⓧ","Ⓨ":"ⓨ","Ⓩ":"ⓩ","Ⰰ":"ⰰ","Ⰱ":"ⰱ","Ⰲ":"ⰲ","Ⰳ":"ⰳ","Ⰴ":"ⰴ","Ⰵ":"ⰵ","Ⰶ":"ⰶ","Ⰷ":"ⰷ","Ⰸ":"ⰸ","Ⰹ":"ⰹ","Ⰺ":"ⰺ","Ⰻ":"ⰻ","Ⰼ":"ⰼ","Ⰽ":"ⰽ","Ⰾ":"ⰾ","Ⰿ":"ⰿ","Ⱀ":"ⱀ","Ⱁ":"ⱁ","Ⱂ":"ⱂ","Ⱃ":"ⱃ","Ⱄ":"ⱄ","Ⱅ":"ⱅ","Ⱆ":"ⱆ","Ⱇ":"ⱇ","Ⱈ":"ⱈ","Ⱉ":"ⱉ","Ⱊ":"ⱊ","Ⱋ":"ⱋ","Ⱌ":"ⱌ","Ⱍ":"ⱍ","Ⱎ":"ⱎ","Ⱏ":"ⱏ","Ⱐ":"ⱐ","Ⱑ":"ⱑ","Ⱒ":"ⱒ","Ⱓ":"ⱓ","Ⱔ":"ⱔ","Ⱕ":"ⱕ","Ⱖ":"ⱖ","Ⱗ":"ⱗ","Ⱘ":"ⱘ","Ⱙ":"ⱙ","Ⱚ":"ⱚ","Ⱛ":"ⱛ","Ⱜ":"ⱜ","Ⱝ":"ⱝ","Ⱞ":"ⱞ","Ⱟ":"ⱟ","Ⱡ":"ⱡ","Ɫ":"ɫ","Ᵽ":"ᵽ","Ɽ":"ɽ","Ⱨ":"ⱨ","Ⱪ":"ⱪ","Ⱬ":"ⱬ","Ɑ":"ɑ","Ɱ":"ɱ","Ɐ":"ɐ","Ɒ":"ɒ","Ⱳ":"ⱳ","Ⱶ":"ⱶ","Ȿ":"ȿ","Ɀ":"ɀ","Ⲁ":"ⲁ","Ⲃ":"ⲃ","Ⲅ":"ⲅ","Ⲇ":"ⲇ","Ⲉ":"ⲉ","Ⲋ":"ⲋ","Ⲍ":"ⲍ","Ⲏ":"ⲏ","Ⲑ":"ⲑ","Ⲓ":"ⲓ","Ⲕ":"ⲕ","Ⲗ":"ⲗ","Ⲙ":"ⲙ","Ⲛ":"ⲛ","Ⲝ":"ⲝ","Ⲟ":"ⲟ","Ⲡ":"ⲡ","Ⲣ":"ⲣ","Ⲥ":"ⲥ","Ⲧ":"ⲧ","Ⲩ":"ⲩ","Ⲫ":"ⲫ","Ⲭ":"ⲭ","Ⲯ":"ⲯ","Ⲱ":"ⲱ","Ⲳ":"ⲳ","Ⲵ":"ⲵ","Ⲷ":"ⲷ","Ⲹ":"ⲹ","Ⲻ":"ⲻ","Ⲽ":"ⲽ","Ⲿ":"ⲿ","Ⳁ":"ⳁ","Ⳃ":"ⳃ","Ⳅ":"ⳅ","Ⳇ":"ⳇ","Ⳉ":"ⳉ","Ⳋ":"ⳋ","Ⳍ":"ⳍ","Ⳏ":"ⳏ","Ⳑ":"ⳑ","Ⳓ":"ⳓ","Ⳕ":"ⳕ","Ⳗ":"ⳗ","Ⳙ":"ⳙ","Ⳛ":"ⳛ","Ⳝ":"ⳝ","Ⳟ":"ⳟ","Ⳡ":"ⳡ","Ⳣ":"ⳣ","Ⳬ":"ⳬ","Ⳮ":"ⳮ","⳯":"","⳰":"","⳱":"","Ⳳ":"ⳳ","⵿":"","ⷠ":"","ⷡ":"","ⷢ":"","ⷣ":"","ⷤ":"","ⷥ":"","ⷦ":"","ⷧ":"","ⷨ":"","ⷩ":"","ⷪ":"","ⷫ":"","ⷬ":"","ⷭ":"","ⷮ":"","ⷯ":"","ⷰ":"","ⷱ":"","ⷲ":"","ⷳ":"","ⷴ":"","ⷵ":"","ⷶ":"","ⷷ":"","ⷸ":"","ⷹ":"","ⷺ":"","ⷻ":"","ⷼ":"","ⷽ":"","ⷾ":"","ⷿ":"","〪":"","〫":"","〬":"","〭":"","゙":"","゚":"","Ꙁ":"ꙁ","Ꙃ":"ꙃ","Ꙅ":"ꙅ","Ꙇ":"ꙇ","Ꙉ":"ꙉ","Ꙋ":"ꙋ","Ꙍ":"ꙍ","Ꙏ":"ꙏ","Ꙑ":"ꙑ","Ꙓ":"ꙓ","Ꙕ":"ꙕ","Ꙗ":"ꙗ","Ꙙ":"ꙙ","Ꙛ":"ꙛ","Ꙝ":"ꙝ","Ꙟ":"ꙟ","Ꙡ":"ꙡ","Ꙣ":"ꙣ","Ꙥ":"ꙥ","Ꙧ":"ꙧ","Ꙩ":"ꙩ","Ꙫ":"ꙫ","Ꙭ":"ꙭ","꙯":"","ꙴ":"","ꙵ":"","ꙶ":"","ꙷ":"","ꙸ":"","ꙹ":"","ꙺ":"","ꙻ":"","꙼":"","꙽":"","Ꚁ":"ꚁ","Ꚃ":"ꚃ","Ꚅ":"ꚅ","Ꚇ":"ꚇ","Ꚉ":"ꚉ","Ꚋ":"ꚋ","Ꚍ":"ꚍ","Ꚏ":"ꚏ","Ꚑ":"ꚑ","Ꚓ":"ꚓ","Ꚕ":"ꚕ","Ꚗ":"ꚗ","Ꚙ":"ꚙ","Ꚛ":"ꚛ","ꚞ":"","ꚟ":"","꛰":"","꛱":"","Ꜣ":"ꜣ","Ꜥ":"ꜥ","Ꜧ":"ꜧ","Ꜩ":"ꜩ","Ꜫ":"ꜫ","Ꜭ":"ꜭ","Ꜯ":"ꜯ","Ꜳ":"ꜳ","Ꜵ":"ꜵ","Ꜷ":"ꜷ","Ꜹ":"ꜹ","Ꜻ":"ꜻ","Ꜽ":"ꜽ","Ꜿ":"ꜿ","Ꝁ":"ꝁ","Ꝃ":"ꝃ","Ꝅ":"ꝅ","Ꝇ":"ꝇ","Ꝉ":"ꝉ","Ꝋ":"ꝋ","Ꝍ":"ꝍ","Ꝏ":"ꝏ","Ꝑ":"ꝑ","Ꝓ":"ꝓ","Ꝕ":"ꝕ","Ꝗ":"ꝗ","Ꝙ":"ꝙ","Ꝛ":"ꝛ","Ꝝ":"ꝝ","Ꝟ":"ꝟ","Ꝡ":"ꝡ","Ꝣ":"ꝣ","Ꝥ":"ꝥ","Ꝧ":"ꝧ","Ꝩ":"ꝩ","Ꝫ":"ꝫ","Ꝭ":"ꝭ","Ꝯ":"ꝯ","Ꝺ":"ꝺ","Ꝼ":"ꝼ","Ᵹ":"ᵹ","Ꝿ":"ꝿ","Ꞁ":"ꞁ","Ꞃ":"ꞃ","Ꞅ":"ꞅ","Ꞇ":"ꞇ","Ꞌ":"ꞌ","Ɥ":"ɥ","Ꞑ":"ꞑ","Ꞓ":"ꞓ","Ꞗ":"ꞗ","Ꞙ":"ꞙ","Ꞛ":"ꞛ","Ꞝ":"ꞝ","Ꞟ":"ꞟ","Ꞡ":"ꞡ","Ꞣ":"ꞣ","Ꞥ":"ꞥ","Ꞧ":"ꞧ","Ꞩ":"ꞩ","Ɦ":"ɦ","Ɜ":"ɜ","Ɡ":"ɡ","Ɬ":"ɬ","Ɪ":"ɪ","Ʞ":"ʞ","Ʇ":"ʇ","Ʝ":"ʝ","Ꭓ":"ꭓ","Ꞵ":"ꞵ","Ꞷ":"ꞷ","Ꞹ":"ꞹ","Ꞻ":"ꞻ","Ꞽ":"ꞽ","Ꞿ":"ꞿ","Ꟁ":"ꟁ","Ꟃ":"ꟃ","Ꞔ":"ꞔ","Ʂ":"ʂ","Ᶎ":"ᶎ","Ꟈ":"ꟈ","Ꟊ":"ꟊ","Ɤ":"ɤ","Ꟍ":"ꟍ","꟎":"꟏","Ꟑ":"ꟑ","꟒":"ꟓ","꟔":"ꟕ","Ꟗ":"ꟗ","Ꟙ":"ꟙ","Ꟛ":"ꟛ","Ƛ":"ƛ","Ꟶ":"ꟶ","꠆":"","꠬":"","꣄":"","꣠":"","꣡":"","꣢":"","꣣":"","꣤":"","꣥":"","꣦":"","꣧":"","꣨":"","꣩":"","꣪":"","꣫":"","꣬":"","꣭":"","꣮":"","꣯":"","꣰":"","꣱":"","꤫":"","꤬":"","꤭":"","꦳":"","ꪰ":"","ꪲ":"","ꪳ":"","ꪴ":"","ꪷ":"","ꪸ":"","ꪾ":"","꪿":"","꫁":"","꫶":"","꯭":"","ﬀ":"ff","ﬁ":"fi","ﬂ":"fl","ﬃ":"ffi","ﬄ":"ffl","ﬅ":"st","ﬆ":"st","ﬓ":"մն","ﬔ":"մե","ﬕ":"մի","ﬖ":"վն","ﬗ":"մխ","ﬞ":"","︠":"","︡":"","︢":"","︣":"","︤":"","︥":"","︦":"","︧":"","︨":"","︩":"","︪":"","︫":"","︬":"","︭":"","︮":"","︯":"","Ａ":"ａ","Ｂ":"ｂ","Ｃ":"ｃ","Ｄ":"ｄ","Ｅ":"ｅ","Ｆ":"ｆ","Ｇ":"ｇ","Ｈ":"ｈ","Ｉ":"ｉ","Ｊ":"ｊ","Ｋ":"ｋ","Ｌ":"ｌ","Ｍ":"ｍ","Ｎ":"ｎ","Ｏ":"ｏ","Ｐ":"ｐ","Ｑ":"ｑ","Ｒ":"ｒ","Ｓ":"ｓ","Ｔ":"ｔ","Ｕ":"ｕ","Ｖ":"ｖ","Ｗ":"ｗ","Ｘ":"ｘ","Ｙ":"ｙ","Ｚ":"ｚ","𐇽":"","𐋠":"","𐍶":"","𐍷":"","𐍸":"","𐍹":"","𐍺":"","𐐀":"𐐨","𐐁":"𐐩","𐐂":"𐐪","𐐃":"𐐫","𐐄":"𐐬","𐐅":"𐐭","𐐆":"𐐮","𐐇":"𐐯","𐐈":"𐐰","𐐉":"𐐱","𐐊":"𐐲","𐐋":"𐐳","𐐌":"𐐴","𐐍":"𐐵","𐐎":"𐐶","𐐏":"𐐷","𐐐":"𐐸","𐐑":"𐐹","𐐒":"𐐺","𐐓":"𐐻","𐐔":"𐐼","𐐕":"𐐽","𐐖":"𐐾","𐐗":"𐐿","𐐘":"𐑀","𐐙":"𐑁","𐐚":"𐑂","𐐛":"𐑃","𐐜":"𐑄","𐐝":"𐑅","𐐞":"𐑆","𐐟":"𐑇","𐐠":"𐑈","𐐡":"𐑉","𐐢":"𐑊","𐐣":"𐑋","𐐤":"𐑌","𐐥":"𐑍","𐐦":"𐑎","𐐧":"𐑏","𐒰":"𐓘","𐒱":"𐓙","𐒲":"𐓚","𐒳":"𐓛","𐒴":"𐓜","𐒵":"𐓝","𐒶":"𐓞","𐒷":"𐓟","𐒸":"𐓠","𐒹":"𐓡","𐒺":"𐓢","𐒻":"𐓣","𐒼":"𐓤","𐒽":"𐓥","𐒾":"𐓦","𐒿":"𐓧","𐓀":"𐓨","𐓁":"𐓩","𐓂":"𐓪","𐓃":"𐓫","𐓄":"𐓬","𐓅":"𐓭","𐓆":"𐓮","𐓇":"𐓯","𐓈":"𐓰","𐓉":"𐓱","𐓊":"𐓲","𐓋":"𐓳","𐓌":"𐓴","𐓍":"𐓵","𐓎":"𐓶","𐓏":"𐓷","𐓐":"𐓸","𐓑":"𐓹","𐓒":"𐓺","𐓓":"𐓻","𐕰":"𐖗","𐕱":"𐖘","𐕲":"𐖙","𐕳":"𐖚","𐕴":"𐖛","𐕵":"𐖜","𐕶":"𐖝","𐕷":"𐖞","𐕸":"𐖟","𐕹":"𐖠","𐕺":"𐖡","𐕼":"𐖣","𐕽":"𐖤","𐕾":"𐖥","𐕿":"𐖦","𐖀":"𐖧","𐖁":"𐖨","𐖂":"𐖩","𐖃":"𐖪","𐖄":"𐖫","𐖅":"𐖬","𐖆":"𐖭","𐖇":"𐖮","𐖈":"𐖯","𐖉":"𐖰","𐖊":"𐖱","𐖌":"𐖳","𐖍":"𐖴","𐖎":"𐖵","𐖏":"𐖶","𐖐":"𐖷","𐖑":"𐖸","𐖒":"𐖹","𐖔":"𐖻","𐖕":"𐖼","𐨍":"","𐨏":"","𐨸":"","𐨹":"","𐨺":"","𐨿":"","𐫥":"","𐫦":"","𐲀":"𐳀","𐲁":"𐳁","𐲂":"𐳂","𐲃":"𐳃","𐲄":"𐳄","𐲅":"𐳅","𐲆":"𐳆","𐲇":"𐳇","𐲈":"𐳈","𐲉":"𐳉","𐲊":"𐳊","𐲋":"𐳋","𐲌":"𐳌","𐲍":"𐳍","𐲎":"𐳎","𐲏":"𐳏","𐲐":"𐳐","𐲑":"𐳑","𐲒":"𐳒","𐲓":"𐳓","𐲔":"𐳔","𐲕":"𐳕","𐲖":"𐳖","𐲗":"𐳗","𐲘":"𐳘","𐲙":"𐳙","𐲚":"𐳚","𐲛":"𐳛","𐲜":"𐳜","𐲝":"𐳝","𐲞":"𐳞","𐲟":"𐳟","𐲠":"𐳠","𐲡":"𐳡","𐲢":"𐳢","𐲣":"𐳣","𐲤":"𐳤","𐲥":"𐳥","𐲦":"𐳦","𐲧":"𐳧","𐲨":"𐳨","𐲩":"𐳩","𐲪":"𐳪","𐲫":"𐳫","𐲬":"𐳬","𐲭":"𐳭","𐲮":"𐳮","𐲯":"𐳯","𐲰":"𐳰","𐲱":"𐳱","𐲲":"𐳲","𐴤":"","𐴥":"","𐴦":"","𐴧":"","𐵐":"𐵰","𐵑":"𐵱","𐵒":"𐵲","𐵓":"𐵳","𐵔":"𐵴","𐵕":"𐵵","𐵖":"𐵶","𐵗":"𐵷","𐵘":"𐵸","𐵙":"𐵹","𐵚":"𐵺","𐵛":"𐵻","𐵜":"𐵼","𐵝":"𐵽","𐵞":"𐵾","𐵟":"𐵿","𐵠":"𐶀","𐵡":"𐶁","𐵢":"𐶂","𐵣":"𐶃","𐵤":"𐶄","𐵥":"𐶅","𐵩":"","𐵪":"","𐵫":"","𐵬":"","𐵭":"","𐺫":"","𐺬":"","𐻺":"","𐻻":"","𐻽":"","𐻾":"","𐻿":"","𐽆":"","𐽇":"","𐽈":"","𐽉":"","𐽊":"","𐽋":"","𐽌":"","𐽍":"","𐽎":"","𐽏":"","𐽐":"","𐾂":"","𐾃":"","𐾄":"","𐾅":"","𑁆":"","𑁰":"","𑁿":"","𑂹":"","𑂺":"","𑄀":"","𑄁":"","𑄂":"","𑄳":"","𑄴":"","𑅳":"","𑇊":"","𑈶":"","𑋩":"","𑋪":"","𑌻":"","𑌼":"","𑍦":"","𑍧":"","𑍨":"","𑍩":"","𑍪":"","𑍫":"","𑍬":"","𑍰":"","𑍱":"","𑍲":"","𑍳":"","𑍴":"","𑏎":"","𑏐":"","𑑂":"","𑑆":"","𑑞":"","𑓂":"","𑓃":"","𑖿":"","𑗀":"","𑘿":"","𑚷":"","𑜫":"","𑠹":"","𑠺":"","𑢠":"𑣀","𑢡":"𑣁","𑢢":"𑣂","𑢣":"𑣃","𑢤":"𑣄","𑢥":"𑣅","𑢦":"𑣆","𑢧":"𑣇","𑢨":"𑣈","𑢩":"𑣉","𑢪":"𑣊","𑢫":"𑣋","𑢬":"𑣌","𑢭":"𑣍","𑢮":"𑣎","𑢯":"𑣏","𑢰":"𑣐","𑢱":"𑣑","𑢲":"𑣒","𑢳":"𑣓","𑢴":"𑣔","𑢵":"𑣕","𑢶":"𑣖","𑢷":"𑣗","𑢸":"𑣘","𑢹":"𑣙","𑢺":"𑣚","𑢻":"𑣛","𑢼":"𑣜","𑢽":"𑣝","𑢾":"𑣞","𑢿":"𑣟","𑤾":"","𑥃":"","𑧠":"","𑨴":"","𑩇":"","𑪙":"","𑰿":"","𑵂":"","𑵄":"","𑵅":"","𑶗":"","𑽂":"","𖄯":"","𖫰":"","𖫱":"","𖫲":"","𖫳":"","𖫴":"","𖬰":"","𖬱":"","𖬲":"","𖬳":"","𖬴":"","𖬵":"","𖬶":"","𖹀":"𖹠","𖹁":"𖹡","𖹂":"𖹢","𖹃":"𖹣","𖹄":"𖹤","𖹅":"𖹥","𖹆":"𖹦","𖹇":"𖹧","𖹈":"𖹨","𖹉":"𖹩","𖹊":"𖹪","𖹋":"𖹫","𖹌":"𖹬","𖹍":"𖹭","𖹎":"𖹮","𖹏":"𖹯","𖹐":"𖹰","𖹑":"𖹱","𖹒":"𖹲","𖹓":"𖹳","𖹔":"𖹴","𖹕":"𖹵","𖹖":"𖹶","𖹗":"𖹷","𖹘":"𖹸","𖹙":"𖹹","𖹚":"𖹺","𖹛":"𖹻","𖹜":"𖹼","𖹝":"𖹽","𖹞":"𖹾","𖹟":"𖹿","𖺠":"𖺻","𖺡":"𖺼","𖺢":"𖺽","𖺣":"𖺾","𖺤":"𖺿","𖺥":"𖻀","𖺦":"𖻁","𖺧":"𖻂","𖺨":"𖻃","𖺩":"𖻄","𖺪":"𖻅","𖺫":"𖻆","𖺬":"𖻇","𖺭":"𖻈","𖺮":"𖻉","𖺯":"𖻊","𖺰":"𖻋","𖺱":"𖻌","𖺲":"𖻍","𖺳":"𖻎","𖺴":"𖻏","𖺵":"𖻐","𖺶":"𖻑","𖺷":"𖻒","𖺸":"𖻓","𛲞":"","𝅧":"","𝅨":"","𝅩":"","𝅻":"","𝅼":"","𝅽":"","𝅾":"","𝅿":"","𝆀":"","𝆁":"","𝆂":"","𝆅":"","𝆆":"","𝆇":"","𝆈":"","𝆉":"","𝆊":"","𝆋":"","𝆪":"","𝆫":"","𝆬":"","𝆭":"","𝉂":"","𝉃":"","𝉄":"","𞀀":"","𞀁":"","𞀂":"","𞀃":"","𞀄":"","𞀅":"","𞀆":"","𞀈":"","𞀉":"","𞀊":"","𞀋":"","𞀌":"","𞀍":"","𞀎":"","𞀏":"","𞀐":"","𞀑":"","𞀒":"","𞀓":"","𞀔":"","𞀕":"","𞀖":"","𞀗":"","𞀘":"","𞀛":"","𞀜":"","𞀝":"","𞀞":"","𞀟":"","𞀠":"","𞀡":"","𞀣":"","𞀤":"","𞀦":"","𞀧":"","𞀨":"","𞀩":"","𞀪":"","𞂏":"","𞄰":"","𞄱":"","𞄲":"","𞄳":"","𞄴":"","𞄵":"","𞄶":"","𞊮":"","𞋬":"","𞋭":"","𞋮":"","𞋯":"","𞓬":"","𞓭":"","𞓮":"","𞓯":"","𞗮":"","𞗯":"","𞛣":"","𞛦":"","𞛮":"","𞛯":"","𞛵":"","𞣐":"","𞣑":"","𞣒":"","𞣓":"","𞣔":"","𞣕":"","𞣖":"","𞤀":"𞤢","𞤁":"𞤣","𞤂":"𞤤","𞤃":"𞤥","𞤄":"𞤦","𞤅":"𞤧","𞤆":"𞤨","𞤇":"𞤩","𞤈":"𞤪","𞤉":"𞤫","𞤊":"𞤬","𞤋":"𞤭","𞤌":"𞤮","𞤍":"𞤯","𞤎":"𞤰","𞤏":"𞤱","𞤐":"𞤲","𞤑":"𞤳","𞤒":"𞤴","𞤓":"𞤵","𞤔":"𞤶","𞤕":"𞤷","𞤖":"𞤸","𞤗":"𞤹","𞤘":"𞤺","𞤙":"𞤻","𞤚":"𞤼","𞤛":"𞤽","𞤜":"𞤾","𞤝":"𞤿","𞤞":"𞥀","𞤟":"𞥁","𞤠":"𞥂","𞤡":"𞥃","𞥄":"","𞥅":"","𞥆":"","𞥇":"","𞥈":"","𞥉":"","𞥊":""}'::jsonb AS m) AS k;
  IF folded ~ '[\u1715\u1734\u1b44\u1baa\u1bf2-\u1bf3\u302e-\u302f\ua953\ua9c0\U000111c0\U00011235\U0001134d\U000113cf\U000116b6\U0001193d\U00011f41\U00016ff0-\U00016ff1\U0001d165-\U0001d166\U0001d16d-\U0001d172]' THEN
    RETURN normalize(folded, NFC);
  END IF;
  RETURN coalesce(folded, '');
END $$;


--
-- Name: roster_grant_privileges(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_grant_privileges(grantee text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE kind text;
BEGIN
  IF to_regrole(quote_ident("grantee")) IS NULL
    OR to_regrole(quote_ident("grantee")) = (SELECT "relowner" FROM pg_class WHERE "oid" = 'roster_access'::regclass) THEN
    RETURN;
  END IF;
  SELECT a."kind" INTO kind FROM "roster_access" a WHERE a."role" = "grantee"
    ORDER BY array_position(ARRAY['admin', 'manager', 'viewer'], a."kind") LIMIT 1;
  IF kind IN ('admin', 'manager') THEN
    EXECUTE format('GRANT INSERT, DELETE ON "league", "divisions", "teams", "players", "staff", "guardians", "guardianships", "player_ids" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "season", "cutoff", "time_zone") ON "league" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "min_age", "max_age", "min_roster", "max_roster", "locked") ON "divisions" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "city", "abbreviation", "abbreviation_fold", "division_id") ON "teams" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "age", "position", "number", "external_id", "birthdate", "medical", "medical_alert", "gender", "school", "grade", "teammate_request", "coach_request", "team_id", "division_id") ON "players" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "role", "email", "phone", "team_id") ON "staff" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "name", "name_fold", "email", "phone", "address", "city", "postcode") ON "guardians" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "relationship", "lives_with", "may_pick_up", "no_contact", "no_contact_note", "receives_email", "receives_text", "player_id", "guardian_id") ON "guardianships" TO %I', "grantee");
    EXECUTE format('GRANT UPDATE ("version", "system", "value", "player_id") ON "player_ids" TO %I', "grantee");
    EXECUTE format('GRANT INSERT, DELETE ON "roster_access" TO %I', "grantee");
  ELSE
    EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON "league", "divisions", "teams", "players", "staff", "guardians", "guardianships", "player_ids" FROM %I', "grantee");
    EXECUTE format('REVOKE INSERT, DELETE ON "roster_access" FROM %I', "grantee");
  END IF;
  IF kind = 'admin' THEN
    EXECUTE format('GRANT DELETE ON "journal" TO %I', "grantee");
  ELSE
    EXECUTE format('REVOKE DELETE ON "journal" FROM %I', "grantee");
  END IF;
  IF has_database_privilege(current_database(), 'TEMPORARY WITH GRANT OPTION') THEN
    IF kind = 'admin' THEN
      EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO %I', current_database(), "grantee");
    ELSE
      EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM %I', current_database(), "grantee");
    END IF;
  END IF;
END $$;


--
-- Name: roster_is_time_zone(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_is_time_zone(zone text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE STRICT
    AS $$
BEGIN
  PERFORM timestamptz '2000-01-01 00:00:00+00' AT TIME ZONE "zone";
  RETURN true;
EXCEPTION WHEN OTHERS THEN
  RETURN false;
END $$;


--
-- Name: roster_journal_discard(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_journal_discard(opened bigint) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE discarded bigint;
BEGIN
  DELETE FROM "journal" j WHERE j."id" = "opened" AND j."author" = session_user AND j."txn" = txid_current()
    AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = j."id")
    RETURNING j."id" INTO discarded;
  RETURN discarded;
END $$;


--
-- Name: roster_journal_open(text, bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_journal_open(command text, reverts bigint) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
  kind text := "roster_access_kind"();
  opened bigint;
BEGIN
  IF kind IS NULL OR kind = 'viewer' THEN
    PERFORM "roster_may_change"('journal', NULL, false);  -- the viewer's or the stranger's sentence
  END IF;
  IF "reverts" IS NOT NULL AND kind <> 'admin' AND NOT (kind = 'manager' AND "roster_entry_is_mine"("reverts")) THEN
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('entry @%s is not %s''s to take back: a manager takes back their own changes, an admin anyone''s',
        "reverts", session_user);
  END IF;
  INSERT INTO "journal"("command", "reverts") VALUES ("command", "reverts") RETURNING "id" INTO opened;
  RETURN opened;
END $$;


--
-- Name: roster_journal_rows(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_journal_rows() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE entry bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  SELECT "id" INTO entry FROM "journal" WHERE "txn" = txid_current() ORDER BY "id" DESC LIMIT 1;
  IF entry IS NULL THEN
    INSERT INTO "journal"("author") VALUES (session_user) RETURNING "id" INTO entry;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "journal_rows"("entry", "entity", "row", "change")
      SELECT entry, TG_TABLE_NAME, n."id", 'insert' FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old", "new")
      SELECT entry, TG_TABLE_NAME, n."id", 'update', to_jsonb(o) - TG_ARGV, to_jsonb(n) - TG_ARGV
      FROM old_rows o JOIN new_rows n ON n."id" = o."id";
  ELSE
    INSERT INTO "journal_rows"("entry", "entity", "row", "change", "old")
      SELECT entry, TG_TABLE_NAME, o."id", 'delete', to_jsonb(o) - TG_ARGV FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;


--
-- Name: roster_journal_stamp(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_journal_stamp() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN NEW."author" := session_user; NEW."txn" := txid_current(); RETURN NEW; END $$;


--
-- Name: roster_later_change(bigint, bigint[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_later_change(reverted bigint, passing bigint[] DEFAULT '{}'::bigint[]) RETURNS TABLE(entity text, "row" bigint, entry bigint, author text, command text, readable boolean, added boolean, rows bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
WITH RECURSIVE "later" AS (
  SELECT r."entity", r."row", r."entry", r."id" AS "change" FROM "journal_rows" e
    JOIN "journal_rows" r ON r."entity" = e."entity" AND r."row" = e."row" AND r."entry" > e."entry"
    JOIN "journal" j ON j."id" = r."entry"
  WHERE e."entry" = $1 AND (j."reverts" IS NULL OR j."reverts" <= $1) AND r."entry" <> ALL ($2)
), "chain"("root", "id", "depth") AS (
  SELECT DISTINCT "entry", "entry", 0 FROM "later"
  UNION ALL
  SELECT c."root", u."id", c."depth" + 1 FROM "journal" u JOIN "chain" c ON u."reverts" = c."id"
), "standing" AS (
  SELECT "root" FROM "chain" GROUP BY "root" HAVING max("depth") % 2 = 0
), "conflicts" AS (
  SELECT l."entity", l."row", l."entry", l."change",
    EXISTS (SELECT 1 FROM "journal_rows" a WHERE a."entry" = $1 AND a."entity" = l."entity"
      AND a."row" = l."row" AND a."change" = 'insert') AS "added"
  FROM "later" l JOIN "standing" s ON s."root" = l."entry"
), "conflict" AS (
  SELECT c."entity", c."row", j."id" AS "entry", j."author", j."command", c."added"
  FROM "conflicts" c JOIN "journal" j ON j."id" = c."entry"
  ORDER BY c."entry", c."change" LIMIT 1
)
SELECT c."entity", c."row", c."entry", c."author",
  CASE WHEN (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry") THEN c."command" END,
  (SELECT "roster_access_kind"()) = 'admin' OR "roster_entry_is_mine"(c."entry"),
  c."added", (SELECT count(DISTINCT o."row") FROM "conflicts" o WHERE o."entity" = c."entity" AND o."added" = c."added")
FROM "conflict" c
WHERE (SELECT "roster_access_kind"()) = 'admin'
  OR ((SELECT "roster_access_kind"()) = 'manager' AND "roster_entry_is_mine"($1))
$_$;


--
-- Name: roster_link_refused(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_link_refused(ends text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
    MESSAGE = format('you manage %s; a link is made between %s you read only (an admin''s otherwise)',
      coalesce("roster_team_names"("roster_managed_teams"()), 'no team'), "ends");
END $$;


--
-- Name: roster_managed_teams(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_managed_teams() RETURNS bigint[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(DISTINCT a."team_id"), '{}') FROM "roster_access" a
    JOIN pg_roles r ON r."rolname" = a."role"
    WHERE a."kind" = 'manager' AND pg_has_role(session_user, r."oid", 'MEMBER'));
END $$;


--
-- Name: roster_may_change(text, bigint, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_may_change(what text, team bigint, free boolean) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
  kind text := "roster_access_kind"();
  managed bigint[];
  mine text;
BEGIN
  IF kind = 'admin' THEN RETURN true; END IF;
  IF kind = 'manager' THEN
    managed := "roster_managed_teams"();
    IF "team" = ANY (managed) OR ("team" IS NULL AND "free") THEN RETURN true; END IF;
    mine := coalesce("roster_team_names"(managed), 'no team');
    IF "what" = 'journal' THEN
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; the league''s journal is the league office''s to prune (an admin''s)', mine);
    ELSIF "what" IN ('league', 'divisions', 'teams', 'guardians', 'roster_access') THEN
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
          mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
    ELSIF "team" IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
          mine, CASE "what" WHEN 'guardianships' THEN 'the guardianships of players' ELSE "what" END);
    END IF;
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('you manage %s, not %s', mine, "roster_team_names"(ARRAY["team"]));
  ELSIF kind = 'viewer' THEN
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('%s is a viewer of this league: it reads the league but does not change it', session_user);
  END IF;
  RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
    MESSAGE = format('%s has no access to this league; an admin grants it with roster access grant', session_user);
END $$;


--
-- Name: roster_new_ids(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_new_ids() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
  highest bigint := (SELECT max(n."id") FROM new_rows n);
  given bigint;
  taken bigint;
BEGIN
  IF highest IS NULL OR "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  given := coalesce(pg_sequence_last_value(
    pg_get_serial_sequence(format('%I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME), 'id')::regclass), 0);
  IF highest > given THEN
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('%s may not choose the id of a new row (%s): the server gives it', session_user, highest);
  END IF;
  SELECT n."id" INTO taken FROM new_rows n WHERE EXISTS (
    SELECT 1 FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
    WHERE r."entity" = TG_TABLE_NAME AND r."row" = n."id" AND r."change" = 'delete'
      AND NOT (j."author" = session_user AND j."txn" IS NOT NULL)) LIMIT 1;
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('%s may not give a new row the id of a row someone else deleted (%s): an admin brings that row back',
        session_user, taken);
  END IF;
  RETURN NULL;
END $$;


--
-- Name: roster_reaches_guardians(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_reaches_guardians("row" bigint) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
  teams bigint[];
BEGIN
  IF "roster_access_kind"() IS DISTINCT FROM 'manager' THEN RETURN false; END IF;
  teams := ARRAY(SELECT s2."team_id" FROM "guardianships" s1 JOIN "players" s2 ON s2."id" = s1."player_id" WHERE s1."guardian_id" = "row" AND s2."team_id" IS NOT NULL AND "roster_settled"(s2."id"));
  RETURN teams && "roster_managed_teams"();
END $$;


--
-- Name: roster_revert_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_revert_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "journal" j WHERE j."id" = NEW."id")
    AND NOT EXISTS (SELECT 1 FROM "journal_rows" r WHERE r."entry" = NEW."id") THEN
    RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
      MESSAGE = format('entry @%s would take @%s back without changing a row: a revert is the change that takes it back',
        NEW."id", NEW."reverts");
  END IF;
  RETURN NULL;
END $$;


--
-- Name: roster_same_people(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_same_people(asked jsonb) RETURNS TABLE(name_fold text, person text, ids bigint[])
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
  kind text := "roster_access_kind"();
  managed bigint[] := coalesce("roster_managed_teams"(), '{}');
BEGIN
  IF kind IS NULL THEN RETURN; END IF;
  RETURN QUERY
    SELECT p."name_fold", CASE WHEN kind = 'admin' OR bool_or(p."team_id" = ANY (managed)) THEN p."birthdate"
        ELSE '#' || min(p."id") END, array_agg(p."id" ORDER BY p."id")
    FROM "players" p
    WHERE p."team_id" IS NOT NULL AND p."birthdate" IS NOT NULL AND ("asked" IS NULL OR (p."name_fold", p."birthdate") IN (
      SELECT "roster_fold"(w."name"), w."birthdate" FROM jsonb_to_recordset("asked") AS w("name" text, "birthdate" text)
      WHERE EXISTS (SELECT 1 FROM "players" m WHERE m."name_fold" = "roster_fold"(w."name") AND m."birthdate" = w."birthdate"
        AND (kind = 'admin' OR m."team_id" = ANY (managed) OR (m."team_id" IS NULL AND kind = 'manager')))))
    GROUP BY p."name_fold", p."birthdate" HAVING count(*) > 1;
END $$;


--
-- Name: roster_settled(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_settled(parent bigint) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE
  written bigint := (SELECT p."xmin"::text::bigint FROM "players" p WHERE p."id" = "parent");
  newest bigint;
  status text;
  first record;
BEGIN
  IF written IS NULL OR written < 3 THEN RETURN true; END IF;
  newest := greatest(pg_snapshot_xmax(pg_current_snapshot())::text::bigint, txid_current_if_assigned() + 1);
  written := (newest - newest % 4294967296) + written;
  -- Past the newest: a savepoint's of this transaction (or another's begun since), which the
  -- server knows, else the epoch before's.
  IF written > newest THEN
    BEGIN
      status := pg_xact_status(written::text::xid8);
    EXCEPTION WHEN OTHERS THEN
      written := written - 4294967296;
      IF written < 3 THEN RETURN true; END IF;
      status := pg_xact_status(written::text::xid8);
    END;
  ELSE
    status := pg_xact_status(written::text::xid8);
  END IF;
  IF status IS DISTINCT FROM 'in progress' THEN RETURN true; END IF;
  SELECT r."change", (r."old" ->> 'team_id')::bigint AS "team" INTO first
    FROM "journal_rows" r JOIN "journal" j ON j."id" = r."entry"
    WHERE j."txn" = txid_current() AND r."entity" = 'players' AND r."row" = "parent"
    ORDER BY r."id" LIMIT 1;
  IF NOT FOUND THEN RETURN false; END IF;
  RETURN first."change" = 'insert' OR first."team" = ANY ("roster_managed_teams"());
END $$;


--
-- Name: roster_team_names(bigint[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_team_names(ids bigint[]) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
BEGIN
  IF "roster_access_kind"() IS NULL THEN RETURN NULL; END IF;  -- nothing for a stranger
  RETURN (SELECT regexp_replace(string_agg(t."name", ', ' ORDER BY t."name_fold"), ', ([^,]*)$', ' and \1')
    FROM "teams" t WHERE t."id" = ANY ("ids"));
END $_$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: divisions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.divisions (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    name text NOT NULL,
    name_fold text NOT NULL,
    min_age bigint,
    max_age bigint,
    min_roster bigint,
    max_roster bigint,
    locked bigint,
    CONSTRAINT divisions_locked_check CHECK ((locked = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT divisions_max_age_check CHECK (((max_age >= 0) AND (max_age <= 120))),
    CONSTRAINT divisions_max_roster_check CHECK (((max_roster >= 0) AND (max_roster <= 1000))),
    CONSTRAINT divisions_min_age_check CHECK (((min_age >= 0) AND (min_age <= 120))),
    CONSTRAINT divisions_min_roster_check CHECK (((min_roster >= 0) AND (min_roster <= 1000))),
    CONSTRAINT divisions_name_folded CHECK ((name_fold = public.roster_fold(name))),
    CONSTRAINT divisions_name_valid CHECK (((name ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(name) <= 50)))
);


--
-- Name: divisions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.divisions ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.divisions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: guardians; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.guardians (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    name text NOT NULL,
    name_fold text NOT NULL,
    email text,
    phone text,
    address text,
    city text,
    postcode text,
    CONSTRAINT guardians_address_valid CHECK (((address ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(address) <= 200))),
    CONSTRAINT guardians_city_valid CHECK (((city ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(city) <= 100))),
    CONSTRAINT guardians_email_valid CHECK (((email ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(email) <= 254) AND ((strpos(email, '@'::text) >= 2) AND (strpos(email, '@'::text) <= 65)) AND (email !~ '@.*@'::text) AND (email !~ '[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u002c\u003b\u003c\u003e]'::text) AND (email ~ '@.*\.'::text) AND (email !~ '@\.'::text) AND (email !~ '@.*\.\.'::text) AND (email !~ '\.$'::text) AND (email !~ '@-'::text) AND (email !~ '@.*\.-'::text) AND (email !~ '@.*-\.'::text) AND (email !~ '-$'::text) AND (email !~ '\.[^.]$'::text))),
    CONSTRAINT guardians_name_folded CHECK ((name_fold = public.roster_fold(name))),
    CONSTRAINT guardians_name_valid CHECK (((name ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(name) <= 100))),
    CONSTRAINT guardians_phone_valid CHECK (((phone ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(phone) <= 30) AND (phone ~ '^\+?[0-9 ().\/-]*$'::text) AND ((char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) >= 7) AND (char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) <= 15)))),
    CONSTRAINT guardians_postcode_valid CHECK (((postcode ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(postcode) <= 20)))
);


--
-- Name: guardians_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.guardians ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.guardians_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: guardianships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.guardianships (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    player_id bigint NOT NULL,
    guardian_id bigint NOT NULL,
    relationship text,
    lives_with bigint,
    may_pick_up bigint,
    no_contact bigint,
    no_contact_note text,
    receives_email bigint,
    receives_text bigint,
    CONSTRAINT guardianships_lives_with_check CHECK ((lives_with = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT guardianships_may_pick_up_check CHECK ((may_pick_up = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT guardianships_no_contact_check CHECK ((no_contact = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT guardianships_no_contact_note_valid CHECK (((no_contact_note ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(no_contact_note) <= 500))),
    CONSTRAINT guardianships_receives_email_check CHECK ((receives_email = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT guardianships_receives_text_check CHECK ((receives_text = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT guardianships_relationship_valid CHECK (((relationship ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(relationship) <= 50)))
);


--
-- Name: guardianships_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.guardianships ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.guardianships_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: players; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.players (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    team_id bigint,
    name text NOT NULL,
    name_fold text NOT NULL,
    age bigint,
    "position" text,
    number text,
    external_id text,
    birthdate text,
    medical text,
    medical_alert bigint,
    division_id bigint,
    gender text,
    school text,
    grade text,
    teammate_request text,
    coach_request text,
    CONSTRAINT players_age_check CHECK (((age >= 0) AND (age <= 120))),
    CONSTRAINT players_age_or_birthdate CHECK (((age IS NOT NULL) OR (birthdate IS NOT NULL))),
    CONSTRAINT players_birthdate_valid CHECK (
CASE
    WHEN (birthdate !~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'::text) THEN false
    ELSE ((((birthdate COLLATE "C") >= '1900-01-01'::text) AND ((birthdate COLLATE "C") <= '2199-12-31'::text)) AND ((substr(birthdate, 9, 2))::integer <=
    CASE
        WHEN (substr(birthdate, 6, 2) = ANY (ARRAY['04'::text, '06'::text, '09'::text, '11'::text])) THEN 30
        WHEN (substr(birthdate, 6, 2) = '02'::text) THEN
        CASE
            WHEN ((((substr(birthdate, 1, 4))::integer % 4) = 0) AND ((((substr(birthdate, 1, 4))::integer % 100) <> 0) OR (((substr(birthdate, 1, 4))::integer % 400) = 0))) THEN 29
            ELSE 28
        END
        ELSE 31
    END))
END),
    CONSTRAINT players_coach_request_valid CHECK (((coach_request ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(coach_request) <= 200))),
    CONSTRAINT players_external_id_valid CHECK (((external_id ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(external_id) <= 100))),
    CONSTRAINT players_gender_valid CHECK (((gender ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(gender) <= 30))),
    CONSTRAINT players_grade_valid CHECK (((grade ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(grade) <= 20))),
    CONSTRAINT players_medical_alert_check CHECK ((medical_alert = ANY (ARRAY[(0)::bigint, (1)::bigint]))),
    CONSTRAINT players_medical_valid CHECK (((medical ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(medical) <= 1000))),
    CONSTRAINT players_name_folded CHECK ((name_fold = public.roster_fold(name))),
    CONSTRAINT players_name_valid CHECK (((name ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(name) <= 200))),
    CONSTRAINT players_number_valid CHECK (((number ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (number ~ '^[0-9]{1,3}$'::text))),
    CONSTRAINT players_position_valid CHECK ((("position" ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length("position") <= 20))),
    CONSTRAINT players_school_valid CHECK (((school ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(school) <= 100))),
    CONSTRAINT players_teammate_request_valid CHECK (((teammate_request ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(teammate_request) <= 200)))
);


--
-- Name: guardianships_visible; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.guardianships_visible WITH (security_barrier='true') AS
 SELECT guardianships.id,
    guardianships.version,
    guardianships.relationship,
    guardianships.lives_with,
    guardianships.may_pick_up,
    guardianships.no_contact,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
               FROM public.players p
              WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[]))) THEN guardianships.no_contact_note
            ELSE NULL::text
        END AS no_contact_note,
    guardianships.receives_email,
    guardianships.receives_text,
    guardianships.player_id,
    guardianships.guardian_id
   FROM public.guardianships
  WHERE ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR ((( SELECT p.team_id
           FROM public.players p
          WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) AND public.roster_settled(guardianships.player_id)));


--
-- Name: journal; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.journal (
    id bigint NOT NULL,
    at text DEFAULT to_char((clock_timestamp() AT TIME ZONE 'UTC'::text), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'::text) NOT NULL,
    author text DEFAULT SESSION_USER NOT NULL,
    command text,
    reverts bigint,
    txn bigint
);


--
-- Name: journal_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.journal ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.journal_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: journal_rows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.journal_rows (
    id bigint NOT NULL,
    entry bigint NOT NULL,
    entity text NOT NULL,
    "row" bigint NOT NULL,
    change text NOT NULL,
    old jsonb,
    new jsonb,
    CONSTRAINT journal_rows_change_check CHECK ((change = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text])))
);
ALTER TABLE ONLY public.journal_rows ALTER COLUMN entry SET (n_distinct=-0.5);


--
-- Name: journal_rows_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.journal_rows ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.journal_rows_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: league; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.league (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    name text,
    season text,
    cutoff text,
    time_zone text,
    CONSTRAINT league_cutoff_valid CHECK (
CASE
    WHEN (cutoff !~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'::text) THEN false
    ELSE ((((cutoff COLLATE "C") >= '1900-01-01'::text) AND ((cutoff COLLATE "C") <= '2199-12-31'::text)) AND ((substr(cutoff, 9, 2))::integer <=
    CASE
        WHEN (substr(cutoff, 6, 2) = ANY (ARRAY['04'::text, '06'::text, '09'::text, '11'::text])) THEN 30
        WHEN (substr(cutoff, 6, 2) = '02'::text) THEN
        CASE
            WHEN ((((substr(cutoff, 1, 4))::integer % 4) = 0) AND ((((substr(cutoff, 1, 4))::integer % 100) <> 0) OR (((substr(cutoff, 1, 4))::integer % 400) = 0))) THEN 29
            ELSE 28
        END
        ELSE 31
    END))
END),
    CONSTRAINT league_name_valid CHECK (((name ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(name) <= 100))),
    CONSTRAINT league_season_valid CHECK (((season ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(season) <= 50))),
    CONSTRAINT league_time_zone_valid CHECK (((time_zone ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(time_zone) <= 64) AND (time_zone ~ '^[A-Za-z0-9_+/-]+$'::text) AND public.roster_is_time_zone(time_zone)))
);


--
-- Name: league_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.league ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.league_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: player_ids; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.player_ids (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    player_id bigint NOT NULL,
    system text NOT NULL,
    value text NOT NULL,
    CONSTRAINT player_ids_system_valid CHECK (((system ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(system) <= 30) AND (system ~ '^[a-z][a-z0-9]*$'::text))),
    CONSTRAINT player_ids_value_valid CHECK (((value ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(value) <= 100)))
);


--
-- Name: player_ids_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.player_ids ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.player_ids_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: players_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.players ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.players_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: players_visible; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.players_visible WITH (security_barrier='true') AS
 SELECT players.id,
    players.version,
    players.name,
    players.name_fold,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.age
            ELSE
            CASE
                WHEN (players.birthdate IS NULL) THEN players.age
                ELSE ((((substr(COALESCE(( SELECT league.cutoff
                   FROM public.league
                  ORDER BY league.id
                 LIMIT 1), COALESCE(to_char((((now() AT TIME ZONE ( SELECT league.time_zone
                   FROM public.league
                  ORDER BY league.id
                 LIMIT 1)))::date)::timestamp with time zone, 'YYYY-MM-DD'::text), to_char((CURRENT_DATE)::timestamp with time zone, 'YYYY-MM-DD'::text))), 1, 4))::integer - (substr(players.birthdate, 1, 4))::integer) -
                CASE
                    WHEN ((((substr(COALESCE(( SELECT league.cutoff
                       FROM public.league
                      ORDER BY league.id
                     LIMIT 1), COALESCE(to_char((((now() AT TIME ZONE ( SELECT league.time_zone
                       FROM public.league
                      ORDER BY league.id
                     LIMIT 1)))::date)::timestamp with time zone, 'YYYY-MM-DD'::text), to_char((CURRENT_DATE)::timestamp with time zone, 'YYYY-MM-DD'::text))), 6, 2))::integer * 100) + (substr(COALESCE(( SELECT league.cutoff
                       FROM public.league
                      ORDER BY league.id
                     LIMIT 1), COALESCE(to_char((((now() AT TIME ZONE ( SELECT league.time_zone
                       FROM public.league
                      ORDER BY league.id
                     LIMIT 1)))::date)::timestamp with time zone, 'YYYY-MM-DD'::text), to_char((CURRENT_DATE)::timestamp with time zone, 'YYYY-MM-DD'::text))), 9, 2))::integer) < (((substr(players.birthdate, 6, 2))::integer * 100) + (substr(players.birthdate, 9, 2))::integer)) THEN 1
                    ELSE 0
                END))::bigint
            END
        END AS age,
    players."position",
    players.number,
    players.external_id,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.birthdate
            ELSE NULL::text
        END AS birthdate,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.medical
            ELSE NULL::text
        END AS medical,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.medical_alert
            ELSE NULL::bigint
        END AS medical_alert,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.gender
            ELSE NULL::text
        END AS gender,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.school
            ELSE NULL::text
        END AS school,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.grade
            ELSE NULL::text
        END AS grade,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.teammate_request
            ELSE NULL::text
        END AS teammate_request,
        CASE
            WHEN ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (players.team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((players.team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) THEN players.coach_request
            ELSE NULL::text
        END AS coach_request,
    players.team_id,
    players.division_id
   FROM public.players
  WHERE (( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL);


--
-- Name: roster_access; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.roster_access (
    role text NOT NULL,
    kind text NOT NULL,
    team_id bigint,
    CONSTRAINT roster_access_check CHECK (((kind = 'manager'::text) = (team_id IS NOT NULL))),
    CONSTRAINT roster_access_kind_check CHECK ((kind = ANY (ARRAY['admin'::text, 'manager'::text, 'viewer'::text])))
);


--
-- Name: roster_data_version; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.roster_data_version
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: roster_schema; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.roster_schema (
    version integer NOT NULL
);


--
-- Name: staff; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.staff (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    team_id bigint,
    name text NOT NULL,
    name_fold text NOT NULL,
    role text,
    email text,
    phone text,
    CONSTRAINT staff_email_valid CHECK (((email ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(email) <= 254) AND ((strpos(email, '@'::text) >= 2) AND (strpos(email, '@'::text) <= 65)) AND (email !~ '@.*@'::text) AND (email !~ '[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u002c\u003b\u003c\u003e]'::text) AND (email ~ '@.*\.'::text) AND (email !~ '@\.'::text) AND (email !~ '@.*\.\.'::text) AND (email !~ '\.$'::text) AND (email !~ '@-'::text) AND (email !~ '@.*\.-'::text) AND (email !~ '@.*-\.'::text) AND (email !~ '-$'::text) AND (email !~ '\.[^.]$'::text))),
    CONSTRAINT staff_name_folded CHECK ((name_fold = public.roster_fold(name))),
    CONSTRAINT staff_name_valid CHECK (((name ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(name) <= 100))),
    CONSTRAINT staff_phone_valid CHECK (((phone ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(phone) <= 30) AND (phone ~ '^\+?[0-9 ().\/-]*$'::text) AND ((char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) >= 7) AND (char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) <= 15)))),
    CONSTRAINT staff_role_valid CHECK (((role ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(role) <= 50)))
);


--
-- Name: staff_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.staff ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.staff_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: teams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.teams (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    name text NOT NULL,
    name_fold text NOT NULL,
    city text,
    abbreviation text,
    abbreviation_fold text,
    division_id bigint,
    CONSTRAINT teams_abbreviation_folded CHECK ((abbreviation_fold = public.roster_fold(abbreviation))),
    CONSTRAINT teams_abbreviation_valid CHECK (((abbreviation ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(abbreviation) <= 10))),
    CONSTRAINT teams_city_valid CHECK (((city ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(city) <= 100))),
    CONSTRAINT teams_name_folded CHECK ((name_fold = public.roster_fold(name))),
    CONSTRAINT teams_name_valid CHECK (((name ~ '^[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]([^\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f]*[^\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e001f])?$'::text) AND (char_length(name) <= 100)))
);


--
-- Name: teams_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.teams ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.teams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: guardianships; Type: VIEW; Schema: roster_visible; Owner: -
--

CREATE VIEW roster_visible.guardianships AS
 SELECT guardianships_visible.id,
    guardianships_visible.version,
    guardianships_visible.relationship,
    guardianships_visible.lives_with,
    guardianships_visible.may_pick_up,
    guardianships_visible.no_contact,
    guardianships_visible.no_contact_note,
    guardianships_visible.receives_email,
    guardianships_visible.receives_text,
    guardianships_visible.player_id,
    guardianships_visible.guardian_id
   FROM public.guardianships_visible;


--
-- Name: players; Type: VIEW; Schema: roster_visible; Owner: -
--

CREATE VIEW roster_visible.players AS
 SELECT players_visible.id,
    players_visible.version,
    players_visible.name,
    players_visible.name_fold,
    players_visible.age,
    players_visible."position",
    players_visible.number,
    players_visible.external_id,
    players_visible.birthdate,
    players_visible.medical,
    players_visible.medical_alert,
    players_visible.gender,
    players_visible.school,
    players_visible.grade,
    players_visible.teammate_request,
    players_visible.coach_request,
    players_visible.team_id,
    players_visible.division_id
   FROM public.players_visible;


--
-- Data for Name: divisions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (1, 1, 'U10', 'u10', 9, 10, NULL, 12, NULL);
INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (2, 2, 'U12', 'u12', 11, 12, NULL, 14, 1);
INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (3, 1, 'Open', 'open', NULL, NULL, 2, NULL, NULL);
INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (4, 1, 'U8', 'u8', 7, 8, NULL, 10, NULL);


--
-- Data for Name: guardians; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.guardians (id, version, name, name_fold, email, phone, address, city, postcode) VALUES (1, 1, 'Mei Chen', 'mei chen', 'mei.chen@example.org', '+1 555 0102', NULL, NULL, NULL);
INSERT INTO public.guardians (id, version, name, name_fold, email, phone, address, city, postcode) VALUES (2, 2, 'Raúl Ortiz', 'raul ortiz', 'raul.ortiz@example.org', '+1 555 0103', NULL, NULL, NULL);
INSERT INTO public.guardians (id, version, name, name_fold, email, phone, address, city, postcode) VALUES (3, 1, 'Nora Day', 'nora day', 'nora.day@example.org', NULL, NULL, NULL, NULL);
INSERT INTO public.guardians (id, version, name, name_fold, email, phone, address, city, postcode) VALUES (4, 1, 'Ida Stone', 'ida stone', NULL, '+1 555 0104', NULL, NULL, NULL);
INSERT INTO public.guardians (id, version, name, name_fold, email, phone, address, city, postcode) VALUES (5, 1, 'Temp Parent', 'temp parent', NULL, '+1 555 0199', NULL, NULL, NULL);
INSERT INTO public.guardians (id, version, name, name_fold, email, phone, address, city, postcode) VALUES (6, 1, 'Dan Ode', 'dan ode', 'dan.ode@example.org', '+1 555 0105', '12 Elm St', 'Harbor', '04101');


--
-- Data for Name: guardianships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (1, 1, 21, 1, 'mother', NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (2, 1, 22, 2, 'father', NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (3, 1, 20, 3, 'guardian', NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (4, 1, 31, 4, 'mother', NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (6, 1, 22, 6, 'stepfather', 1, 1, NULL, NULL, NULL, 0);
INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (7, 1, 23, 6, 'father', NULL, NULL, 1, 'Court order 2025-114', NULL, NULL);
INSERT INTO public.guardianships (id, version, player_id, guardian_id, relationship, lives_with, may_pick_up, no_contact, no_contact_note, receives_email, receives_text) VALUES (8, 1, 21, 4, 'aunt', NULL, 0, NULL, NULL, 0, NULL);


--
-- Data for Name: journal; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (1, '2026-12-08T01:18:10.548Z', 'roster', 'the journal starts (schema 5)', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (2, '2026-12-08T01:18:10.738Z', 'root', 'add team "Boston Red Sox" city=Boston abbr=BOS', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (3, '2026-12-08T01:18:10.748Z', 'root', 'add team "Los Angeles Dodgers" city="Los Angeles" abbr=LAD', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (4, '2026-12-08T01:18:10.752Z', 'root', 'add team "Yomiuri Giants" city="Tōkyō" abbr=YOM', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (5, '2026-12-08T01:18:10.760Z', 'root', 'add team "Équipe Sans Ville"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (6, '2026-12-08T01:18:10.768Z', 'root', 'add team "Old Timers" abbr=OLD', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (7, '2026-12-08T01:18:10.777Z', 'root', 'add player "Mookie Betts" age=27 team=BOS position=RF number=50', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (8, '2026-12-08T01:18:10.789Z', 'root', 'add player "José Abreu" age=33 team=BOS position=1B', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (9, '2026-12-08T01:18:10.801Z', 'root', 'add player "Zoë Young" age=21 team=BOS position=P number=12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (10, '2026-12-08T01:18:10.813Z', 'root', 'add player "Zoe Adams" age=21 team=BOS position=P number=13', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (11, '2026-12-08T01:18:10.821Z', 'root', 'add player "Abe Lincoln" age=30 team=BOS position=C number=1', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (12, '2026-12-08T01:18:10.832Z', 'root', 'add player "ábel Díaz" age=24 team=BOS position=CF number=8', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (13, '2026-12-08T01:18:10.844Z', 'root', 'add player "Clayton Kershaw" age=32 team=LAD position=P number=22', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (14, '2026-12-08T01:18:10.851Z', 'root', 'add player "Cody Bellinger" age=24 team=LAD position=CF number=35', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (15, '2026-12-08T01:18:10.856Z', 'root', 'add player "Julio Urías" age=23 team=LAD position=P number=7', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (16, '2026-12-08T01:18:10.860Z', 'root', 'add player "Max Muncy" age=29 team=LAD number=13', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (17, '2026-12-08T01:18:10.869Z', 'root', 'add player "大谷翔平" age=26 team=YOM position=P number=17', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (18, '2026-12-08T01:18:10.881Z', 'root', 'add player "坂本勇人" age=31 team=YOM position=SS number=6', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (19, '2026-12-08T01:18:10.884Z', 'root', 'add player "Tom O''Brien" age=28 team=YOM position=C', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (20, '2026-12-08T01:18:10.888Z', 'root', 'add player "Gone Soon" age=40 team=OLD', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (21, '2026-12-08T01:18:10.892Z', 'root', 'add player "Ángel Núñez" age=19 team=OLD number=0', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (22, '2026-12-08T01:18:10.896Z', 'root', 'add player "Ōta Ken''ichi" age=120 team=OLD position=DH number=99', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (23, '2026-12-08T01:18:10.901Z', 'root', 'rm player "Gone Soon" -f', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (24, '2026-12-08T01:18:10.909Z', 'root', 'set player "Mookie Betts" age=28', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (25, '2026-12-08T01:18:10.911Z', 'root', 'move player "Max Muncy" to YOM', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (26, '2026-12-08T01:18:10.916Z', 'root', 'set team "Old Timers" city=Springfield', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (27, '2026-12-08T01:18:11.155Z', 'root', 'import /tmp/tmp.jwVZ5krYra.csv', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (28, '2026-12-08T01:18:11.287Z', 'root', 'league set name="Metro Youth Baseball" season="2026 Fall" cutoff=2026-08-31', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (29, '2026-12-08T01:18:11.305Z', 'root', 'add division U10 min_age=9 max_age=10 max_roster=12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (30, '2026-12-08T01:18:11.313Z', 'root', 'add division U12 min_age=11 max_age=12 max_roster=14', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (31, '2026-12-08T01:18:11.324Z', 'root', 'add division Open min_roster=2', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (32, '2026-12-08T01:18:11.328Z', 'root', 'add team "Harbor Hawks" city=Harbor abbr=HAW', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (33, '2026-12-08T01:18:11.344Z', 'root', 'add team "Lakeside Lynx" abbr=LYN', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (34, '2026-12-08T01:18:11.356Z', 'root', 'add team "River Otters" city=Riverton abbr=RIV', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (35, '2026-12-08T01:18:11.362Z', 'root', 'set team HAW division=U10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (36, '2026-12-08T01:18:11.391Z', 'root', 'set team LYN division=U12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (37, '2026-12-08T01:18:11.432Z', 'root', 'set team RIV division=U12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (38, '2026-12-08T01:18:11.464Z', 'root', 'set team LAD division=Open', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (39, '2026-12-08T01:18:11.505Z', 'root', 'add player "Leap Day" birthdate=2016-02-29 team=HAW number=0', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (40, '2026-12-08T01:18:11.513Z', 'root', 'add player "Ava Chen" birthdate=2016-05-14 team=HAW number=00', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (41, '2026-12-08T01:18:11.547Z', 'root', 'add player "Ben Ortiz" birthdate=2017-01-09 team=HAW number=07 position=P', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (42, '2026-12-08T01:18:11.593Z', 'root', 'add player "Dana Brooks" birthdate=2014-03-02 team=LYN number=00 position=SS', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (43, '2026-12-08T01:18:11.653Z', 'root', 'add player "Eli Novak" birthdate=2015-07-30 team=LYN number=07', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (44, '2026-12-08T01:18:11.701Z', 'root', 'add player "Farah Haddad" birthdate=2014-11-11 team=RIV number=0 position=C', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (45, '2026-12-08T01:18:11.741Z', 'root', 'add player "Gus Wilde" birthdate=2013-09-01 team=RIV number=10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (46, '2026-12-08T01:18:11.793Z', 'root', 'add player "Hugo Lane" birthdate=2014-06-06 team=RIV number=21', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (47, '2026-12-08T01:18:11.816Z', 'root', 'add player "Fiona Free" birthdate=2015-01-20', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (48, '2026-12-08T01:18:11.859Z', 'root', 'add player "Chloé Martin" age=10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (49, '2026-12-08T01:18:11.862Z', 'root', 'release "Hugo Lane"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (50, '2026-12-08T01:18:11.873Z', 'root', 'lock division U12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (51, '2026-12-08T01:18:11.874Z', 'root', 'add player "Late Signing" birthdate=2014-12-24 team=LYN number=44 --force', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (52, '2026-12-08T01:18:11.896Z', 'root', 'add team "Short Lived" abbr=SHL', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (53, '2026-12-08T01:18:11.936Z', 'root', 'add staff "Pat Kim" role="Head Coach" team=HAW email=pat.kim@example.org phone="+1 555 0100"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (54, '2026-12-08T01:18:11.940Z', 'root', 'add staff "Lee Park" role="Assistant Coach" team=SHL phone="+1 555 0101"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (55, '2026-12-08T01:18:11.944Z', 'root', 'add staff "Sam Roe" role=Umpire email=sam.roe@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (56, '2026-12-08T01:18:11.948Z', 'root', 'add player "Ivy Stone" birthdate=2015-04-04 team=SHL number=3', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (57, '2026-12-08T01:18:11.972Z', 'root', 'add guardian "Mei Chen" phone="+1 555 0102" email=mei.chen@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (58, '2026-12-08T01:18:12.021Z', 'root', 'add guardianship mother player="Ava Chen" guardian="Mei Chen"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (59, '2026-12-08T01:18:12.036Z', 'root', 'add guardian "Raúl Ortiz" phone="+1 555 0103"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (60, '2026-12-08T01:18:12.048Z', 'root', 'add guardianship father player="Ben Ortiz" guardian="Raúl Ortiz"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (61, '2026-12-08T01:18:12.060Z', 'root', 'add guardian "Nora Day" email=nora.day@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (62, '2026-12-08T01:18:12.069Z', 'root', 'add guardianship guardian player="Leap Day" guardian="Nora Day"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (63, '2026-12-08T01:18:12.076Z', 'root', 'add guardian "Ida Stone" phone="+1 555 0104"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (64, '2026-12-08T01:18:12.081Z', 'root', 'add guardianship mother player="Ivy Stone" guardian="Ida Stone"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (65, '2026-12-08T01:18:12.091Z', 'root', 'add player "Temp Kid" birthdate=2016-08-31 team=HAW number=99', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (66, '2026-12-08T01:18:12.152Z', 'root', 'add guardian "Temp Parent" phone="+1 555 0199"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (67, '2026-12-08T01:18:12.161Z', 'root', 'add guardianship mother player="Temp Kid" guardian="Temp Parent"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (68, '2026-12-08T01:18:12.185Z', 'root', 'rm team SHL -f --release', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (69, '2026-12-08T01:18:12.207Z', 'root', 'rm player "Temp Kid" -f', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (70, '2026-12-08T01:18:12.494Z', 'root', 'set player "Ben Ortiz" position=2B', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (71, '2026-12-08T01:18:12.838Z', 'root', 'undo', 70, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (72, '2026-12-08T01:18:12.951Z', 'root', 'add team "Journal Jays" city=Harbor abbr=JAY', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (73, '2026-12-08T01:18:13.158Z', 'root', 'move player "Ava Chen" to JAY', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (74, '2026-12-08T01:18:13.307Z', 'root', 'league set time_zone=America/Chicago', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (75, '2026-12-08T01:18:13.477Z', 'root', 'set player "Leap Day" position=CF number=5', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (76, '2026-12-08T01:18:13.762Z', 'root', 'set player "Leap Day" position=SS', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (77, '2026-12-08T01:18:14.083Z', 'root', 'undo', 76, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (78, '2026-12-08T01:18:14.279Z', 'root', 'revert @75', 75, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (79, '2026-12-08T01:18:14.596Z', 'root', 'set player "Ava Chen" medical="Bee stings; carries EpiPen" medical_alert=yes', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (80, '2026-12-08T01:18:14.817Z', 'root', 'add guardian "Dan Ode" phone="+1 555 0105" email=dan.ode@example.org address="12 Elm St" city=Harbor postcode=04101', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (81, '2026-12-08T01:18:14.884Z', 'root', 'add guardianship stepfather player="Ben Ortiz" guardian="Dan Ode" lives_with=yes may_pick_up=yes receives_text=no', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (82, '2026-12-08T01:18:14.929Z', 'root', 'add guardianship father player="Dana Brooks" guardian="Dan Ode" no_contact=yes no_contact_note="Court order 2025-114"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (83, '2026-12-08T01:18:14.945Z', 'root', 'add guardianship aunt player="Ava Chen" guardian="Ida Stone" may_pick_up=no receives_email=no', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (84, '2026-12-08T01:18:15.069Z', 'root', 'set guardian "Raúl Ortiz" email=raul.ortiz@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (85, '2026-12-08T01:18:15.189Z', 'root', 'set player "Ava Chen" ids.sportsconnect=41000845 ids.usahockey=1400-22', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (86, '2026-12-08T01:18:15.224Z', 'root', 'set player "Fiona Free" ids.sportsconnect=41000846', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (87, '2026-12-08T01:18:15.229Z', 'root', 'set player "Dana Brooks" ids.usl=USL-2031', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (88, '2026-12-08T01:18:15.233Z', 'root', 'set player "Ava Chen" ids.usahockey=1400-23', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (89, '2026-12-08T01:18:15.341Z', 'root', 'set player "Ben Ortiz" division=U10 gender=Male school="St. Mary''s School" grade=2 teammate_request="Leap Day" coach_request="Pat Kim"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (90, '2026-12-08T01:18:15.394Z', 'root', 'set player "Fiona Free" division=U12 gender=F school="École Saint-Laurent" grade=5 teammate_request="Chloé Martin"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (91, '2026-12-08T01:18:15.405Z', 'root', 'set player "Chloé Martin" division=U10 gender=Two-Spirit grade=K coach_request="Coach O''Neil"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (92, '2026-12-08T01:18:15.420Z', 'root', 'set player "Ava Chen" gender=F', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (93, '2026-12-08T01:18:15.552Z', 'root', 'set player "Ben Ortiz" grade=3', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (94, '2026-12-08T01:18:15.786Z', 'root', 'set player "Leap Day" gender=Girl', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (95, '2026-12-08T01:18:15.981Z', 'root', 'add division U8 min_age=7 max_age=8 max_roster=10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (96, '2026-12-08T01:18:15.985Z', 'root', 'add player "Noa Lind" birthdate=2018-09-15 division=U8 gender=Agender school="Harbor Elementary" grade=2', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (97, '2026-12-08T01:18:15.989Z', 'root', 'add player "Theo Brandt" birthdate=2018-03-03 division=U8 gender=Boy grade=2', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (98, '2026-12-08T01:18:16.157Z', 'root', 'form U8 --create 2 --seed 17 -f', NULL, NULL);


--
-- Data for Name: journal_rows; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (1, 2, 'teams', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (2, 3, 'teams', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (3, 4, 'teams', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (4, 5, 'teams', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (5, 6, 'teams', 5, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (6, 7, 'players', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (7, 8, 'players', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (8, 9, 'players', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (9, 10, 'players', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (10, 11, 'players', 5, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (11, 12, 'players', 6, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (12, 13, 'players', 7, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (13, 14, 'players', 8, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (14, 15, 'players', 9, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (15, 16, 'players', 10, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (16, 17, 'players', 11, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (17, 18, 'players', 12, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (18, 19, 'players', 13, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (19, 20, 'players', 14, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (20, 21, 'players', 15, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (21, 22, 'players', 16, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (22, 23, 'players', 14, 'delete', '{"age": 40, "name": "Gone Soon", "grade": null, "gender": null, "number": null, "school": null, "medical": null, "team_id": 5, "position": null, "birthdate": null, "name_fold": "gone soon", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (23, 24, 'players', 1, 'update', '{"age": 27, "name": "Mookie Betts", "grade": null, "gender": null, "number": "50", "school": null, "medical": null, "team_id": 1, "position": "RF", "birthdate": null, "name_fold": "mookie betts", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": 28, "name": "Mookie Betts", "grade": null, "gender": null, "number": "50", "school": null, "medical": null, "team_id": 1, "position": "RF", "birthdate": null, "name_fold": "mookie betts", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (24, 25, 'players', 10, 'update', '{"age": 29, "name": "Max Muncy", "grade": null, "gender": null, "number": "13", "school": null, "medical": null, "team_id": 2, "position": null, "birthdate": null, "name_fold": "max muncy", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": 29, "name": "Max Muncy", "grade": null, "gender": null, "number": "13", "school": null, "medical": null, "team_id": 3, "position": null, "birthdate": null, "name_fold": "max muncy", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (25, 26, 'teams', 5, 'update', '{"city": null, "name": "Old Timers", "name_fold": "old timers", "division_id": null, "abbreviation": "OLD", "abbreviation_fold": "old"}', '{"city": "Springfield", "name": "Old Timers", "name_fold": "old timers", "division_id": null, "abbreviation": "OLD", "abbreviation_fold": "old"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (26, 27, 'players', 17, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (27, 27, 'players', 18, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (28, 27, 'players', 19, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (29, 28, 'league', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (30, 29, 'divisions', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (31, 30, 'divisions', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (32, 31, 'divisions', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (33, 32, 'teams', 6, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (34, 33, 'teams', 7, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (35, 34, 'teams', 8, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (36, 35, 'teams', 6, 'update', '{"city": "Harbor", "name": "Harbor Hawks", "name_fold": "harbor hawks", "division_id": null, "abbreviation": "HAW", "abbreviation_fold": "haw"}', '{"city": "Harbor", "name": "Harbor Hawks", "name_fold": "harbor hawks", "division_id": 1, "abbreviation": "HAW", "abbreviation_fold": "haw"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (37, 36, 'teams', 7, 'update', '{"city": null, "name": "Lakeside Lynx", "name_fold": "lakeside lynx", "division_id": null, "abbreviation": "LYN", "abbreviation_fold": "lyn"}', '{"city": null, "name": "Lakeside Lynx", "name_fold": "lakeside lynx", "division_id": 2, "abbreviation": "LYN", "abbreviation_fold": "lyn"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (38, 37, 'teams', 8, 'update', '{"city": "Riverton", "name": "River Otters", "name_fold": "river otters", "division_id": null, "abbreviation": "RIV", "abbreviation_fold": "riv"}', '{"city": "Riverton", "name": "River Otters", "name_fold": "river otters", "division_id": 2, "abbreviation": "RIV", "abbreviation_fold": "riv"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (39, 38, 'teams', 2, 'update', '{"city": "Los Angeles", "name": "Los Angeles Dodgers", "name_fold": "los angeles dodgers", "division_id": null, "abbreviation": "LAD", "abbreviation_fold": "lad"}', '{"city": "Los Angeles", "name": "Los Angeles Dodgers", "name_fold": "los angeles dodgers", "division_id": 3, "abbreviation": "LAD", "abbreviation_fold": "lad"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (40, 39, 'players', 20, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (41, 40, 'players', 21, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (42, 41, 'players', 22, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (43, 42, 'players', 23, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (44, 43, 'players', 24, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (45, 44, 'players', 25, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (46, 45, 'players', 26, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (47, 46, 'players', 27, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (48, 47, 'players', 28, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (49, 48, 'players', 29, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (50, 49, 'players', 27, 'update', '{"age": null, "name": "Hugo Lane", "grade": null, "gender": null, "number": "21", "school": null, "medical": null, "team_id": 8, "position": null, "birthdate": "2014-06-06", "name_fold": "hugo lane", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Hugo Lane", "grade": null, "gender": null, "number": "21", "school": null, "medical": null, "team_id": null, "position": null, "birthdate": "2014-06-06", "name_fold": "hugo lane", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (51, 50, 'divisions', 2, 'update', '{"name": "U12", "locked": null, "max_age": 12, "min_age": 11, "name_fold": "u12", "max_roster": 14, "min_roster": null}', '{"name": "U12", "locked": 1, "max_age": 12, "min_age": 11, "name_fold": "u12", "max_roster": 14, "min_roster": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (52, 51, 'players', 30, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (53, 52, 'teams', 9, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (54, 53, 'staff', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (55, 54, 'staff', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (56, 55, 'staff', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (57, 56, 'players', 31, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (58, 57, 'guardians', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (59, 58, 'guardianships', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (60, 59, 'guardians', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (61, 60, 'guardianships', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (62, 61, 'guardians', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (63, 62, 'guardianships', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (64, 63, 'guardians', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (65, 64, 'guardianships', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (66, 65, 'players', 32, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (67, 66, 'guardians', 5, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (68, 67, 'guardianships', 5, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (69, 68, 'players', 31, 'update', '{"age": null, "name": "Ivy Stone", "grade": null, "gender": null, "number": "3", "school": null, "medical": null, "team_id": 9, "position": null, "birthdate": "2015-04-04", "name_fold": "ivy stone", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Ivy Stone", "grade": null, "gender": null, "number": "3", "school": null, "medical": null, "team_id": null, "position": null, "birthdate": "2015-04-04", "name_fold": "ivy stone", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (70, 68, 'staff', 2, 'update', '{"name": "Lee Park", "role": "Assistant Coach", "email": null, "phone": "+1 555 0101", "team_id": 9, "name_fold": "lee park"}', '{"name": "Lee Park", "role": "Assistant Coach", "email": null, "phone": "+1 555 0101", "team_id": null, "name_fold": "lee park"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (71, 68, 'teams', 9, 'delete', '{"city": null, "name": "Short Lived", "name_fold": "short lived", "division_id": null, "abbreviation": "SHL", "abbreviation_fold": "shl"}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (72, 69, 'guardianships', 5, 'delete', '{"player_id": 32, "lives_with": null, "no_contact": null, "guardian_id": 5, "may_pick_up": null, "relationship": "mother", "receives_text": null, "receives_email": null, "no_contact_note": null}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (73, 69, 'players', 32, 'delete', '{"age": null, "name": "Temp Kid", "grade": null, "gender": null, "number": "99", "school": null, "medical": null, "team_id": 6, "position": null, "birthdate": "2016-08-31", "name_fold": "temp kid", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (74, 70, 'players', 22, 'update', '{"age": null, "name": "Ben Ortiz", "grade": null, "gender": null, "number": "07", "school": null, "medical": null, "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Ben Ortiz", "grade": null, "gender": null, "number": "07", "school": null, "medical": null, "team_id": 6, "position": "2B", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (75, 71, 'players', 22, 'update', '{"age": null, "name": "Ben Ortiz", "grade": null, "gender": null, "number": "07", "school": null, "medical": null, "team_id": 6, "position": "2B", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Ben Ortiz", "grade": null, "gender": null, "number": "07", "school": null, "medical": null, "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (76, 72, 'teams', 10, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (77, 73, 'players', 21, 'update', '{"age": null, "name": "Ava Chen", "grade": null, "gender": null, "number": "00", "school": null, "medical": null, "team_id": 6, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Ava Chen", "grade": null, "gender": null, "number": "00", "school": null, "medical": null, "team_id": 10, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (78, 74, 'league', 1, 'update', '{"name": "Metro Youth Baseball", "cutoff": "2026-08-31", "season": "2026 Fall", "time_zone": "Etc/UTC"}', '{"name": "Metro Youth Baseball", "cutoff": "2026-08-31", "season": "2026 Fall", "time_zone": "America/Chicago"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (79, 75, 'players', 20, 'update', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "0", "school": null, "medical": null, "team_id": 6, "position": null, "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "5", "school": null, "medical": null, "team_id": 6, "position": "CF", "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (80, 76, 'players', 20, 'update', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "5", "school": null, "medical": null, "team_id": 6, "position": "CF", "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "5", "school": null, "medical": null, "team_id": 6, "position": "SS", "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (81, 77, 'players', 20, 'update', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "5", "school": null, "medical": null, "team_id": 6, "position": "SS", "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "5", "school": null, "medical": null, "team_id": 6, "position": "CF", "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (82, 78, 'players', 20, 'update', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "5", "school": null, "medical": null, "team_id": 6, "position": "CF", "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "0", "school": null, "medical": null, "team_id": 6, "position": null, "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (83, 79, 'players', 21, 'update', '{"age": null, "name": "Ava Chen", "grade": null, "gender": null, "number": "00", "school": null, "medical": null, "team_id": 10, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Ava Chen", "grade": null, "gender": null, "number": "00", "school": null, "medical": "Bee stings; carries EpiPen", "team_id": 10, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": 1, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (84, 80, 'guardians', 6, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (85, 81, 'guardianships', 6, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (86, 82, 'guardianships', 7, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (87, 83, 'guardianships', 8, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (88, 84, 'guardians', 2, 'update', '{"city": null, "name": "Raúl Ortiz", "email": null, "phone": "+1 555 0103", "address": null, "postcode": null, "name_fold": "raul ortiz"}', '{"city": null, "name": "Raúl Ortiz", "email": "raul.ortiz@example.org", "phone": "+1 555 0103", "address": null, "postcode": null, "name_fold": "raul ortiz"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (89, 85, 'player_ids', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (90, 85, 'player_ids', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (91, 86, 'player_ids', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (92, 87, 'player_ids', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (93, 88, 'player_ids', 2, 'update', '{"value": "1400-22", "system": "usahockey", "player_id": 21}', '{"value": "1400-23", "system": "usahockey", "player_id": 21}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (94, 89, 'players', 22, 'update', '{"age": null, "name": "Ben Ortiz", "grade": null, "gender": null, "number": "07", "school": null, "medical": null, "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Ben Ortiz", "grade": "2", "gender": "male", "number": "07", "school": "St. Mary''s School", "medical": null, "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": 1, "external_id": null, "coach_request": "Pat Kim", "medical_alert": null, "teammate_request": "Leap Day"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (95, 90, 'players', 28, 'update', '{"age": null, "name": "Fiona Free", "grade": null, "gender": null, "number": null, "school": null, "medical": null, "team_id": null, "position": null, "birthdate": "2015-01-20", "name_fold": "fiona free", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Fiona Free", "grade": "5", "gender": "female", "number": null, "school": "École Saint-Laurent", "medical": null, "team_id": null, "position": null, "birthdate": "2015-01-20", "name_fold": "fiona free", "division_id": 2, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": "Chloé Martin"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (96, 91, 'players', 29, 'update', '{"age": 10, "name": "Chloé Martin", "grade": null, "gender": null, "number": null, "school": null, "medical": null, "team_id": null, "position": null, "birthdate": null, "name_fold": "chloe martin", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": 10, "name": "Chloé Martin", "grade": "K", "gender": "Two-Spirit", "number": null, "school": null, "medical": null, "team_id": null, "position": null, "birthdate": null, "name_fold": "chloe martin", "division_id": 1, "external_id": null, "coach_request": "Coach O''Neil", "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (97, 92, 'players', 21, 'update', '{"age": null, "name": "Ava Chen", "grade": null, "gender": null, "number": "00", "school": null, "medical": "Bee stings; carries EpiPen", "team_id": 10, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": 1, "teammate_request": null}', '{"age": null, "name": "Ava Chen", "grade": null, "gender": "female", "number": "00", "school": null, "medical": "Bee stings; carries EpiPen", "team_id": 10, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": 1, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (98, 93, 'players', 22, 'update', '{"age": null, "name": "Ben Ortiz", "grade": "2", "gender": "male", "number": "07", "school": "St. Mary''s School", "medical": null, "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": 1, "external_id": null, "coach_request": "Pat Kim", "medical_alert": null, "teammate_request": "Leap Day"}', '{"age": null, "name": "Ben Ortiz", "grade": "3", "gender": "male", "number": "07", "school": "St. Mary''s School", "medical": null, "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "division_id": 1, "external_id": null, "coach_request": "Pat Kim", "medical_alert": null, "teammate_request": "Leap Day"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (99, 94, 'players', 20, 'update', '{"age": null, "name": "Leap Day", "grade": null, "gender": null, "number": "0", "school": null, "medical": null, "team_id": 6, "position": null, "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Leap Day", "grade": null, "gender": "female", "number": "0", "school": null, "medical": null, "team_id": 6, "position": null, "birthdate": "2016-02-29", "name_fold": "leap day", "division_id": null, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (100, 95, 'divisions', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (101, 96, 'players', 33, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (102, 97, 'players', 34, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (103, 98, 'teams', 11, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (104, 98, 'teams', 12, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (105, 98, 'players', 33, 'update', '{"age": null, "name": "Noa Lind", "grade": "2", "gender": "Agender", "number": null, "school": "Harbor Elementary", "medical": null, "team_id": null, "position": null, "birthdate": "2018-09-15", "name_fold": "noa lind", "division_id": 4, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Noa Lind", "grade": "2", "gender": "Agender", "number": null, "school": "Harbor Elementary", "medical": null, "team_id": 11, "position": null, "birthdate": "2018-09-15", "name_fold": "noa lind", "division_id": 4, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (106, 98, 'players', 34, 'update', '{"age": null, "name": "Theo Brandt", "grade": "2", "gender": "male", "number": null, "school": null, "medical": null, "team_id": null, "position": null, "birthdate": "2018-03-03", "name_fold": "theo brandt", "division_id": 4, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}', '{"age": null, "name": "Theo Brandt", "grade": "2", "gender": "male", "number": null, "school": null, "medical": null, "team_id": 12, "position": null, "birthdate": "2018-03-03", "name_fold": "theo brandt", "division_id": 4, "external_id": null, "coach_request": null, "medical_alert": null, "teammate_request": null}');


--
-- Data for Name: league; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.league (id, version, name, season, cutoff, time_zone) VALUES (1, 2, 'Metro Youth Baseball', '2026 Fall', '2026-08-31', 'America/Chicago');


--
-- Data for Name: player_ids; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.player_ids (id, version, player_id, system, value) VALUES (1, 1, 21, 'sportsconnect', '41000845');
INSERT INTO public.player_ids (id, version, player_id, system, value) VALUES (2, 2, 21, 'usahockey', '1400-23');
INSERT INTO public.player_ids (id, version, player_id, system, value) VALUES (3, 1, 28, 'sportsconnect', '41000846');
INSERT INTO public.player_ids (id, version, player_id, system, value) VALUES (4, 1, 23, 'usl', 'USL-2031');


--
-- Data for Name: players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (1, 2, 1, 'Mookie Betts', 'mookie betts', 28, 'RF', '50', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (2, 1, 1, 'José Abreu', 'jose abreu', 33, '1B', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (3, 1, 1, 'Zoë Young', 'zoe young', 21, 'P', '12', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (4, 1, 1, 'Zoe Adams', 'zoe adams', 21, 'P', '13', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (5, 1, 1, 'Abe Lincoln', 'abe lincoln', 30, 'C', '1', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (6, 1, 1, 'ábel Díaz', 'abel diaz', 24, 'CF', '8', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (7, 1, 2, 'Clayton Kershaw', 'clayton kershaw', 32, 'P', '22', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (8, 1, 2, 'Cody Bellinger', 'cody bellinger', 24, 'CF', '35', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (9, 1, 2, 'Julio Urías', 'julio urias', 23, 'P', '7', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (10, 2, 3, 'Max Muncy', 'max muncy', 29, NULL, '13', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (11, 1, 3, '大谷翔平', '大谷翔平', 26, 'P', '17', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (12, 1, 3, '坂本勇人', '坂本勇人', 31, 'SS', '6', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (13, 1, 3, 'Tom O''Brien', 'tom o''brien', 28, 'C', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (15, 1, 5, 'Ángel Núñez', 'angel nunez', 19, NULL, '0', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (16, 1, 5, 'Ōta Ken''ichi', 'ota ken''ichi', 120, 'DH', '99', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (17, 1, 1, 'Rafael Devers', 'rafael devers', 23, '3B', '11', 'MLB-0011', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (18, 1, 2, 'Mookie Betts', 'mookie betts', 27, 'RF', '50', 'mlb:betts''50', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (19, 1, 3, '菅野智之', '菅野智之', 30, NULL, NULL, 'NPB-19', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (20, 6, 6, 'Leap Day', 'leap day', NULL, NULL, '0', NULL, '2016-02-29', NULL, NULL, NULL, 'female', NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (21, 4, 10, 'Ava Chen', 'ava chen', NULL, NULL, '00', NULL, '2016-05-14', 'Bee stings; carries EpiPen', 1, NULL, 'female', NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (22, 5, 6, 'Ben Ortiz', 'ben ortiz', NULL, 'P', '07', NULL, '2017-01-09', NULL, NULL, 1, 'male', 'St. Mary''s School', '3', 'Leap Day', 'Pat Kim');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (23, 1, 7, 'Dana Brooks', 'dana brooks', NULL, 'SS', '00', NULL, '2014-03-02', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (24, 1, 7, 'Eli Novak', 'eli novak', NULL, NULL, '07', NULL, '2015-07-30', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (25, 1, 8, 'Farah Haddad', 'farah haddad', NULL, 'C', '0', NULL, '2014-11-11', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (26, 1, 8, 'Gus Wilde', 'gus wilde', NULL, NULL, '10', NULL, '2013-09-01', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (27, 2, NULL, 'Hugo Lane', 'hugo lane', NULL, NULL, '21', NULL, '2014-06-06', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (28, 2, NULL, 'Fiona Free', 'fiona free', NULL, NULL, NULL, NULL, '2015-01-20', NULL, NULL, 2, 'female', 'École Saint-Laurent', '5', 'Chloé Martin', NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (29, 2, NULL, 'Chloé Martin', 'chloe martin', 10, NULL, NULL, NULL, NULL, NULL, NULL, 1, 'Two-Spirit', NULL, 'K', NULL, 'Coach O''Neil');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (30, 1, 7, 'Late Signing', 'late signing', NULL, NULL, '44', NULL, '2014-12-24', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (31, 2, NULL, 'Ivy Stone', 'ivy stone', NULL, NULL, '3', NULL, '2015-04-04', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (33, 2, 11, 'Noa Lind', 'noa lind', NULL, NULL, NULL, NULL, '2018-09-15', NULL, NULL, 4, 'Agender', 'Harbor Elementary', '2', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate, medical, medical_alert, division_id, gender, school, grade, teammate_request, coach_request) VALUES (34, 2, 12, 'Theo Brandt', 'theo brandt', NULL, NULL, NULL, NULL, '2018-03-03', NULL, NULL, 4, 'male', NULL, '2', NULL, NULL);


--
-- Data for Name: roster_access; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.roster_access (role, kind, team_id) VALUES ('metro_office', 'admin', NULL);
INSERT INTO public.roster_access (role, kind, team_id) VALUES ('metro_viewer', 'viewer', NULL);
INSERT INTO public.roster_access (role, kind, team_id) VALUES ('hawks_manager', 'manager', 6);


--
-- Data for Name: roster_schema; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.roster_schema (version) VALUES (17);


--
-- Data for Name: staff; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.staff (id, version, team_id, name, name_fold, role, email, phone) VALUES (1, 1, 6, 'Pat Kim', 'pat kim', 'Head Coach', 'pat.kim@example.org', '+1 555 0100');
INSERT INTO public.staff (id, version, team_id, name, name_fold, role, email, phone) VALUES (2, 2, NULL, 'Lee Park', 'lee park', 'Assistant Coach', NULL, '+1 555 0101');
INSERT INTO public.staff (id, version, team_id, name, name_fold, role, email, phone) VALUES (3, 1, NULL, 'Sam Roe', 'sam roe', 'Umpire', 'sam.roe@example.org', NULL);


--
-- Data for Name: teams; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (1, 1, 'Boston Red Sox', 'boston red sox', 'Boston', 'BOS', 'bos', NULL);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (2, 2, 'Los Angeles Dodgers', 'los angeles dodgers', 'Los Angeles', 'LAD', 'lad', 3);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (3, 1, 'Yomiuri Giants', 'yomiuri giants', 'Tōkyō', 'YOM', 'yom', NULL);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (4, 1, 'Équipe Sans Ville', 'equipe sans ville', NULL, NULL, NULL, NULL);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (5, 2, 'Old Timers', 'old timers', 'Springfield', 'OLD', 'old', NULL);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (6, 2, 'Harbor Hawks', 'harbor hawks', 'Harbor', 'HAW', 'haw', 1);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (7, 2, 'Lakeside Lynx', 'lakeside lynx', NULL, 'LYN', 'lyn', 2);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (8, 2, 'River Otters', 'river otters', 'Riverton', 'RIV', 'riv', 2);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (10, 1, 'Journal Jays', 'journal jays', 'Harbor', 'JAY', 'jay', NULL);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (11, 1, 'U8 1', 'u8 1', NULL, NULL, NULL, 4);
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (12, 1, 'U8 2', 'u8 2', NULL, NULL, NULL, 4);


--
-- Name: divisions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.divisions_id_seq', 4, true);


--
-- Name: guardians_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.guardians_id_seq', 6, true);


--
-- Name: guardianships_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.guardianships_id_seq', 8, true);


--
-- Name: journal_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.journal_id_seq', 98, true);


--
-- Name: journal_rows_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.journal_rows_id_seq', 107, false);


--
-- Name: league_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.league_id_seq', 1, true);


--
-- Name: player_ids_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.player_ids_id_seq', 4, true);


--
-- Name: players_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.players_id_seq', 34, true);


--
-- Name: roster_data_version; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.roster_data_version', 1, true);


--
-- Name: staff_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.staff_id_seq', 3, true);


--
-- Name: teams_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.teams_id_seq', 12, true);


--
-- Name: divisions divisions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.divisions
    ADD CONSTRAINT divisions_pkey PRIMARY KEY (id);


--
-- Name: guardians guardians_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.guardians
    ADD CONSTRAINT guardians_pkey PRIMARY KEY (id);


--
-- Name: guardianships guardianships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.guardianships
    ADD CONSTRAINT guardianships_pkey PRIMARY KEY (id);


--
-- Name: journal journal_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.journal
    ADD CONSTRAINT journal_pkey PRIMARY KEY (id);


--
-- Name: journal_rows journal_rows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.journal_rows
    ADD CONSTRAINT journal_rows_pkey PRIMARY KEY (id);


--
-- Name: league league_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.league
    ADD CONSTRAINT league_pkey PRIMARY KEY (id);


--
-- Name: player_ids player_ids_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.player_ids
    ADD CONSTRAINT player_ids_pkey PRIMARY KEY (id);


--
-- Name: players players_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.players
    ADD CONSTRAINT players_pkey PRIMARY KEY (id);


--
-- Name: roster_access roster_access_role_kind_team_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.roster_access
    ADD CONSTRAINT roster_access_role_kind_team_id_key UNIQUE NULLS NOT DISTINCT (role, kind, team_id);


--
-- Name: staff staff_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff
    ADD CONSTRAINT staff_pkey PRIMARY KEY (id);


--
-- Name: teams teams_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.teams
    ADD CONSTRAINT teams_pkey PRIMARY KEY (id);


--
-- Name: divisions_unique_name_fold; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX divisions_unique_name_fold ON public.divisions USING btree (name_fold);


--
-- Name: guardianships_guardian_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX guardianships_guardian_id ON public.guardianships USING btree (guardian_id);


--
-- Name: guardianships_unique_player_id_guardian_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX guardianships_unique_player_id_guardian_id ON public.guardianships USING btree (player_id, guardian_id);


--
-- Name: journal_open; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_open ON public.journal USING btree (txn);


--
-- Name: journal_reverts; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX journal_reverts ON public.journal USING btree (reverts);


--
-- Name: journal_rows_entry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_entry ON public.journal_rows USING btree (entry);


--
-- Name: journal_rows_guardianships_new_guardian_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_guardianships_new_guardian_id ON public.journal_rows USING btree ((((new ->> 'guardian_id'::text))::bigint)) WHERE ((entity = 'guardianships'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_guardianships_new_player_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_guardianships_new_player_id ON public.journal_rows USING btree ((((new ->> 'player_id'::text))::bigint)) WHERE ((entity = 'guardianships'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_guardianships_old_guardian_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_guardianships_old_guardian_id ON public.journal_rows USING btree ((((old ->> 'guardian_id'::text))::bigint)) WHERE ((entity = 'guardianships'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_guardianships_old_player_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_guardianships_old_player_id ON public.journal_rows USING btree ((((old ->> 'player_id'::text))::bigint)) WHERE ((entity = 'guardianships'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_player_ids_new_player_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_player_ids_new_player_id ON public.journal_rows USING btree ((((new ->> 'player_id'::text))::bigint)) WHERE ((entity = 'player_ids'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_player_ids_old_player_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_player_ids_old_player_id ON public.journal_rows USING btree ((((old ->> 'player_id'::text))::bigint)) WHERE ((entity = 'player_ids'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_players_new_division_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_players_new_division_id ON public.journal_rows USING btree ((((new ->> 'division_id'::text))::bigint)) WHERE ((entity = 'players'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_players_new_team_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_players_new_team_id ON public.journal_rows USING btree ((((new ->> 'team_id'::text))::bigint)) WHERE ((entity = 'players'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_players_old_division_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_players_old_division_id ON public.journal_rows USING btree ((((old ->> 'division_id'::text))::bigint)) WHERE ((entity = 'players'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_players_old_team_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_players_old_team_id ON public.journal_rows USING btree ((((old ->> 'team_id'::text))::bigint)) WHERE ((entity = 'players'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_row; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_row ON public.journal_rows USING btree (entity, "row", entry);


--
-- Name: journal_rows_staff_new_team_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_staff_new_team_id ON public.journal_rows USING btree ((((new ->> 'team_id'::text))::bigint)) WHERE ((entity = 'staff'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_staff_old_team_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_staff_old_team_id ON public.journal_rows USING btree ((((old ->> 'team_id'::text))::bigint)) WHERE ((entity = 'staff'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_teams_new_division_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_teams_new_division_id ON public.journal_rows USING btree ((((new ->> 'division_id'::text))::bigint)) WHERE ((entity = 'teams'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_teams_old_division_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_teams_old_division_id ON public.journal_rows USING btree ((((old ->> 'division_id'::text))::bigint)) WHERE ((entity = 'teams'::text) AND (old IS NOT NULL));


--
-- Name: player_ids_unique_player_id_system; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX player_ids_unique_player_id_system ON public.player_ids USING btree (player_id, system);


--
-- Name: player_ids_unique_system_value; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX player_ids_unique_system_value ON public.player_ids USING btree (system, value);


--
-- Name: players_age_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_age_name ON public.players USING btree (age, name_fold) WHERE (birthdate IS NULL);


--
-- Name: players_birthdate_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_birthdate_name ON public.players USING btree (birthdate DESC, name_fold) WHERE (birthdate IS NOT NULL);


--
-- Name: players_division; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_division ON public.players USING btree (division_id);


--
-- Name: players_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_search ON public.players USING gin (to_tsvector('simple'::regconfig, name_fold));


--
-- Name: players_team_age_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_team_age_name ON public.players USING btree (team_id, age, name_fold);


--
-- Name: players_unique_external_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX players_unique_external_id ON public.players USING btree (external_id);


--
-- Name: players_unique_team_id_number; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX players_unique_team_id_number ON public.players USING btree (team_id, number);


--
-- Name: roster_access_team; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX roster_access_team ON public.roster_access USING btree (team_id);


--
-- Name: staff_team; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX staff_team ON public.staff USING btree (team_id);


--
-- Name: teams_division; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX teams_division ON public.teams USING btree (division_id);


--
-- Name: teams_unique_abbreviation_fold; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX teams_unique_abbreviation_fold ON public.teams USING btree (abbreviation_fold);


--
-- Name: teams_unique_name_fold; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX teams_unique_name_fold ON public.teams USING btree (name_fold);


--
-- Name: divisions divisions_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_access_delete BEFORE DELETE ON public.divisions FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: divisions divisions_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_access_update BEFORE UPDATE ON public.divisions FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: divisions divisions_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_changed AFTER INSERT OR DELETE OR UPDATE ON public.divisions FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: divisions divisions_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_journal_delete AFTER DELETE ON public.divisions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: divisions divisions_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_journal_insert AFTER INSERT ON public.divisions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: divisions divisions_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_journal_update AFTER UPDATE ON public.divisions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: divisions divisions_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER divisions_new_ids AFTER INSERT ON public.divisions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: guardians guardians_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_access_delete BEFORE DELETE ON public.guardians FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: guardians guardians_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_access_update BEFORE UPDATE ON public.guardians FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: guardians guardians_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_changed AFTER INSERT OR DELETE OR UPDATE ON public.guardians FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: guardians guardians_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_journal_delete AFTER DELETE ON public.guardians REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: guardians guardians_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_journal_insert AFTER INSERT ON public.guardians REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: guardians guardians_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_journal_update AFTER UPDATE ON public.guardians REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: guardians guardians_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardians_new_ids AFTER INSERT ON public.guardians REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: guardianships guardianships_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardianships_changed AFTER INSERT OR DELETE OR UPDATE ON public.guardianships FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: guardianships guardianships_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardianships_journal_delete AFTER DELETE ON public.guardianships REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: guardianships guardianships_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardianships_journal_insert AFTER INSERT ON public.guardianships REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: guardianships guardianships_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardianships_journal_update AFTER UPDATE ON public.guardianships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: guardianships guardianships_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER guardianships_new_ids AFTER INSERT ON public.guardianships REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: journal journal_revert_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE CONSTRAINT TRIGGER journal_revert_changes AFTER INSERT ON public.journal DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((new.reverts IS NOT NULL)) EXECUTE FUNCTION public.roster_revert_changes();


--
-- Name: journal journal_stamp; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER journal_stamp BEFORE INSERT ON public.journal FOR EACH ROW EXECUTE FUNCTION public.roster_journal_stamp();


--
-- Name: league league_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_access_delete BEFORE DELETE ON public.league FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: league league_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_access_update BEFORE UPDATE ON public.league FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: league league_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_changed AFTER INSERT OR DELETE OR UPDATE ON public.league FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: league league_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_journal_delete AFTER DELETE ON public.league REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: league league_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_journal_insert AFTER INSERT ON public.league REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: league league_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_journal_update AFTER UPDATE ON public.league REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: league league_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER league_new_ids AFTER INSERT ON public.league REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: player_ids player_ids_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER player_ids_changed AFTER INSERT OR DELETE OR UPDATE ON public.player_ids FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: player_ids player_ids_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER player_ids_journal_delete AFTER DELETE ON public.player_ids REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: player_ids player_ids_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER player_ids_journal_insert AFTER INSERT ON public.player_ids REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: player_ids player_ids_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER player_ids_journal_update AFTER UPDATE ON public.player_ids REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: player_ids player_ids_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER player_ids_new_ids AFTER INSERT ON public.player_ids REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: players players_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_changed AFTER INSERT OR DELETE OR UPDATE ON public.players FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: players players_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_journal_delete AFTER DELETE ON public.players REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: players players_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_journal_insert AFTER INSERT ON public.players REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: players players_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_journal_update AFTER UPDATE ON public.players REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: players players_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_new_ids AFTER INSERT ON public.players REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: roster_access roster_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER roster_access_delete BEFORE DELETE ON public.roster_access FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: roster_access roster_access_granted; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER roster_access_granted AFTER INSERT ON public.roster_access REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_privileges();


--
-- Name: roster_access roster_access_revoked; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER roster_access_revoked AFTER DELETE ON public.roster_access REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_privileges();


--
-- Name: staff staff_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_changed AFTER INSERT OR DELETE OR UPDATE ON public.staff FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: staff staff_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_journal_delete AFTER DELETE ON public.staff REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: staff staff_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_journal_insert AFTER INSERT ON public.staff REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: staff staff_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_journal_update AFTER UPDATE ON public.staff REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: staff staff_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_new_ids AFTER INSERT ON public.staff REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: teams teams_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_access_delete BEFORE DELETE ON public.teams FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: teams teams_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_access_update BEFORE UPDATE ON public.teams FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: teams teams_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_changed AFTER INSERT OR DELETE OR UPDATE ON public.teams FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: teams teams_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_journal_delete AFTER DELETE ON public.teams REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: teams teams_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_journal_insert AFTER INSERT ON public.teams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: teams teams_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_journal_update AFTER UPDATE ON public.teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: teams teams_new_ids; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER teams_new_ids AFTER INSERT ON public.teams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_new_ids();


--
-- Name: guardianships guardianships_guardian_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.guardianships
    ADD CONSTRAINT guardianships_guardian_id_fkey FOREIGN KEY (guardian_id) REFERENCES public.guardians(id) ON DELETE RESTRICT;


--
-- Name: guardianships guardianships_player_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.guardianships
    ADD CONSTRAINT guardianships_player_id_fkey FOREIGN KEY (player_id) REFERENCES public.players(id) ON DELETE CASCADE;


--
-- Name: journal journal_reverts_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.journal
    ADD CONSTRAINT journal_reverts_fkey FOREIGN KEY (reverts) REFERENCES public.journal(id) ON DELETE SET NULL;


--
-- Name: journal_rows journal_rows_entry_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.journal_rows
    ADD CONSTRAINT journal_rows_entry_fkey FOREIGN KEY (entry) REFERENCES public.journal(id) ON DELETE CASCADE;


--
-- Name: player_ids player_ids_player_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.player_ids
    ADD CONSTRAINT player_ids_player_id_fkey FOREIGN KEY (player_id) REFERENCES public.players(id) ON DELETE CASCADE;


--
-- Name: players players_division_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.players
    ADD CONSTRAINT players_division_id_fkey FOREIGN KEY (division_id) REFERENCES public.divisions(id) ON DELETE SET NULL;


--
-- Name: players players_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.players
    ADD CONSTRAINT players_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id) ON DELETE CASCADE;


--
-- Name: roster_access roster_access_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.roster_access
    ADD CONSTRAINT roster_access_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id) ON DELETE CASCADE;


--
-- Name: staff staff_team_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.staff
    ADD CONSTRAINT staff_team_id_fkey FOREIGN KEY (team_id) REFERENCES public.teams(id) ON DELETE SET NULL;


--
-- Name: teams teams_division_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.teams
    ADD CONSTRAINT teams_division_id_fkey FOREIGN KEY (division_id) REFERENCES public.divisions(id) ON DELETE RESTRICT;


--
-- Name: divisions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.divisions ENABLE ROW LEVEL SECURITY;

--
-- Name: divisions divisions_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY divisions_delete ON public.divisions FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text));


--
-- Name: divisions divisions_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY divisions_insert ON public.divisions FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('divisions'::text, NULL::bigint, false)));


--
-- Name: divisions divisions_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY divisions_read ON public.divisions FOR SELECT USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


--
-- Name: divisions divisions_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY divisions_update ON public.divisions FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('divisions'::text, NULL::bigint, false)));


--
-- Name: guardians; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.guardians ENABLE ROW LEVEL SECURITY;

--
-- Name: guardians guardians_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardians_delete ON public.guardians FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text));


--
-- Name: guardians guardians_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardians_insert ON public.guardians FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('guardians'::text, NULL::bigint, false)));


--
-- Name: guardians guardians_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardians_read ON public.guardians FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_reaches_guardians(id)));


--
-- Name: guardians guardians_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardians_update ON public.guardians FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('guardians'::text, NULL::bigint, false)));


--
-- Name: guardianships; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.guardianships ENABLE ROW LEVEL SECURITY;

--
-- Name: guardianships guardianships_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardianships_delete ON public.guardianships FOR DELETE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[]))));


--
-- Name: guardianships guardianships_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardianships_insert ON public.guardianships FOR INSERT WITH CHECK ((((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR public.roster_may_change('guardianships'::text, ( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)), false)) AND (((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM public.players e
  WHERE (e.id = guardianships.player_id))) AND (EXISTS ( SELECT 1
   FROM public.guardians e
  WHERE (e.id = guardianships.guardian_id)))) OR public.roster_link_refused('players and guardians'::text))));


--
-- Name: guardianships guardianships_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardianships_read ON public.guardianships FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) AND public.roster_settled(player_id))));


--
-- Name: guardianships guardianships_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY guardianships_update ON public.guardianships FOR UPDATE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])))) WITH CHECK ((((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR public.roster_may_change('guardianships'::text, ( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = guardianships.player_id)), false)) AND (((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM public.players e
  WHERE (e.id = guardianships.player_id))) AND (EXISTS ( SELECT 1
   FROM public.guardians e
  WHERE (e.id = guardianships.guardian_id)))) OR public.roster_link_refused('players and guardians'::text))));


--
-- Name: journal; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.journal ENABLE ROW LEVEL SECURITY;

--
-- Name: journal journal_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_delete ON public.journal FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text));


--
-- Name: journal journal_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_read ON public.journal FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text) AND (author = SESSION_USER) AND (txn IS NOT NULL))));


--
-- Name: journal_rows; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.journal_rows ENABLE ROW LEVEL SECURITY;

--
-- Name: journal_rows journal_rows_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_rows_read ON public.journal_rows FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text) AND public.roster_entry_is_mine(entry))));


--
-- Name: league; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.league ENABLE ROW LEVEL SECURITY;

--
-- Name: league league_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY league_delete ON public.league FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text));


--
-- Name: league league_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY league_insert ON public.league FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('league'::text, NULL::bigint, false)));


--
-- Name: league league_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY league_read ON public.league FOR SELECT USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


--
-- Name: league league_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY league_update ON public.league FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('league'::text, NULL::bigint, false)));


--
-- Name: player_ids; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.player_ids ENABLE ROW LEVEL SECURITY;

--
-- Name: player_ids player_ids_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY player_ids_delete ON public.player_ids FOR DELETE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))));


--
-- Name: player_ids player_ids_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY player_ids_insert ON public.player_ids FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('player_ids'::text, ( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)), true)));


--
-- Name: player_ids player_ids_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY player_ids_read ON public.player_ids FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))) AND public.roster_settled(player_id))));


--
-- Name: player_ids player_ids_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY player_ids_update ON public.player_ids FOR UPDATE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)))) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('player_ids'::text, ( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = player_ids.player_id)), true)));


--
-- Name: players; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.players ENABLE ROW LEVEL SECURITY;

--
-- Name: players players_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY players_delete ON public.players FOR DELETE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))));


--
-- Name: players players_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY players_insert ON public.players FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('players'::text, team_id, true)));


--
-- Name: players players_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY players_read ON public.players FOR SELECT USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


--
-- Name: players players_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY players_update ON public.players FOR UPDATE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)))) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('players'::text, team_id, true)));


--
-- Name: roster_access; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.roster_access ENABLE ROW LEVEL SECURITY;

--
-- Name: roster_access roster_access_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY roster_access_delete ON public.roster_access FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


--
-- Name: roster_access roster_access_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY roster_access_insert ON public.roster_access FOR INSERT WITH CHECK (public.roster_may_change('roster_access'::text, NULL::bigint, false));


--
-- Name: roster_access roster_access_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY roster_access_read ON public.roster_access FOR SELECT USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


--
-- Name: roster_schema; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.roster_schema ENABLE ROW LEVEL SECURITY;

--
-- Name: roster_schema roster_schema_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY roster_schema_read ON public.roster_schema FOR SELECT USING (true);


--
-- Name: staff; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.staff ENABLE ROW LEVEL SECURITY;

--
-- Name: staff staff_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY staff_delete ON public.staff FOR DELETE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[]))));


--
-- Name: staff staff_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY staff_insert ON public.staff FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR public.roster_may_change('staff'::text, team_id, false)));


--
-- Name: staff staff_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY staff_read ON public.staff FOR SELECT USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = ANY (ARRAY['admin'::text, 'manager'::text])));


--
-- Name: staff staff_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY staff_update ON public.staff FOR UPDATE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])))) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR public.roster_may_change('staff'::text, team_id, false)));


--
-- Name: teams; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.teams ENABLE ROW LEVEL SECURITY;

--
-- Name: teams teams_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY teams_delete ON public.teams FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text));


--
-- Name: teams teams_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY teams_insert ON public.teams FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('teams'::text, NULL::bigint, false)));


--
-- Name: teams teams_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY teams_read ON public.teams FOR SELECT USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


--
-- Name: teams teams_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY teams_update ON public.teams FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('teams'::text, NULL::bigint, false)));


--
-- Name: SCHEMA roster_visible; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA roster_visible TO PUBLIC;


--
-- Name: FUNCTION roster_grant_privileges(grantee text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.roster_grant_privileges(grantee text) FROM PUBLIC;


--
-- Name: TABLE divisions; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.divisions TO PUBLIC;


--
-- Name: TABLE guardians; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.guardians TO PUBLIC;


--
-- Name: COLUMN guardianships.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.version; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(version) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.player_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(player_id) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.guardian_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(guardian_id) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.relationship; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(relationship) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.lives_with; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(lives_with) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.may_pick_up; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(may_pick_up) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.no_contact; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(no_contact) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.receives_email; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(receives_email) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN guardianships.receives_text; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(receives_text) ON TABLE public.guardianships TO PUBLIC;


--
-- Name: COLUMN players.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.version; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(version) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.team_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(team_id) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.name; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(name) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.name_fold; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(name_fold) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.age; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(age) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players."position"; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT("position") ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.number; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(number) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.external_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(external_id) ON TABLE public.players TO PUBLIC;


--
-- Name: COLUMN players.division_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(division_id) ON TABLE public.players TO PUBLIC;


--
-- Name: TABLE guardianships_visible; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.guardianships_visible TO PUBLIC;


--
-- Name: TABLE journal; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.journal TO PUBLIC;


--
-- Name: TABLE journal_rows; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.journal_rows TO PUBLIC;


--
-- Name: TABLE league; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.league TO PUBLIC;


--
-- Name: TABLE player_ids; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.player_ids TO PUBLIC;


--
-- Name: TABLE players_visible; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.players_visible TO PUBLIC;


--
-- Name: TABLE roster_access; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.roster_access TO PUBLIC;


--
-- Name: SEQUENCE roster_data_version; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON SEQUENCE public.roster_data_version TO PUBLIC;


--
-- Name: TABLE roster_schema; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.roster_schema TO PUBLIC;


--
-- Name: TABLE staff; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.staff TO PUBLIC;


--
-- Name: TABLE teams; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.teams TO PUBLIC;


--
-- Name: TABLE guardianships; Type: ACL; Schema: roster_visible; Owner: -
--

GRANT SELECT ON TABLE roster_visible.guardianships TO PUBLIC;


--
-- Name: TABLE players; Type: ACL; Schema: roster_visible; Owner: -
--

GRANT SELECT ON TABLE roster_visible.players TO PUBLIC;


--
-- PostgreSQL database dump complete
--


--
-- Not written by pg_dump, which writes a database's own privileges only with --create: version 10
-- took TEMPORARY on the database from PUBLIC (only admins make temporary objects).
--

DO $$ BEGIN EXECUTE pg_catalog.format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', pg_catalog.current_database()); END $$;
