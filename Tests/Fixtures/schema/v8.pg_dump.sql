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
-- Name: roster_contacts_access(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_contacts_access() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE managed bigint[];
BEGIN
  IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  managed := "roster_managed_teams"();
  PERFORM "roster_may_change"('contacts', (SELECT p."team_id" FROM "players" p WHERE p."id" = o."player_id"), true) FROM old_rows o WHERE NOT coalesce((SELECT p."team_id" FROM "players" p WHERE p."id" = o."player_id") = ANY (managed), true);
  RETURN NULL;
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
  RETURN coalesce((SELECT j."author" = session_user FROM "journal" j WHERE j."id" = "entry"), false);
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
    IF "what" IN ('league', 'divisions', 'teams', 'roster_access') THEN
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; the league''s %s are the league office''s to change (an admin''s)',
          mine, CASE "what" WHEN 'league' THEN 'settings' WHEN 'roster_access' THEN 'grants' ELSE "what" END);
    ELSIF "team" IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = '42501', DETAIL = 'the league''s access rules (roster access lists them)',
        MESSAGE = format('you manage %s; %s without a team are the league office''s to change (an admin''s)',
          mine, "what");
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
-- Name: roster_players_access(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_players_access() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE managed bigint[];
BEGIN
  IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  managed := "roster_managed_teams"();
  PERFORM "roster_may_change"('players', o."team_id", true) FROM old_rows o WHERE NOT coalesce(o."team_id" = ANY (managed), true);
  RETURN NULL;
END $$;


--
-- Name: roster_staff_access(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.roster_staff_access() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
DECLARE managed bigint[];
BEGIN
  IF "roster_access_kind"() = 'admin' THEN RETURN NULL; END IF;
  managed := "roster_managed_teams"();
  PERFORM "roster_may_change"('staff', o."team_id", false) FROM old_rows o WHERE NOT coalesce(o."team_id" = ANY (managed), false);
  RETURN NULL;
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
-- Name: contacts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contacts (
    id bigint NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    player_id bigint NOT NULL,
    name text NOT NULL,
    name_fold text NOT NULL,
    relation text,
    email text,
    phone text
);


--
-- Name: contacts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.contacts ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.contacts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


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
    CONSTRAINT divisions_min_roster_check CHECK (((min_roster >= 0) AND (min_roster <= 1000)))
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
    cutoff text
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
    CONSTRAINT players_age_check CHECK (((age >= 0) AND (age <= 120))),
    CONSTRAINT players_age_or_birthdate CHECK (((age IS NOT NULL) OR (birthdate IS NOT NULL)))
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
                 LIMIT 1), to_char((CURRENT_DATE)::timestamp with time zone, 'YYYY-MM-DD'::text)), 1, 4))::integer - (substr(players.birthdate, 1, 4))::integer) -
                CASE
                    WHEN ((((substr(COALESCE(( SELECT league.cutoff
                       FROM public.league
                      ORDER BY league.id
                     LIMIT 1), to_char((CURRENT_DATE)::timestamp with time zone, 'YYYY-MM-DD'::text)), 6, 2))::integer * 100) + (substr(COALESCE(( SELECT league.cutoff
                       FROM public.league
                      ORDER BY league.id
                     LIMIT 1), to_char((CURRENT_DATE)::timestamp with time zone, 'YYYY-MM-DD'::text)), 9, 2))::integer) < (((substr(players.birthdate, 6, 2))::integer * 100) + (substr(players.birthdate, 9, 2))::integer)) THEN 1
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
    players.team_id
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
    phone text
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
    division_id bigint
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
-- Data for Name: contacts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.contacts (id, version, player_id, name, name_fold, relation, email, phone) VALUES (1, 1, 21, 'Mei Chen', 'mei chen', 'mother', 'mei.chen@example.org', '+1 555 0102');
INSERT INTO public.contacts (id, version, player_id, name, name_fold, relation, email, phone) VALUES (2, 1, 22, 'Raúl Ortiz', 'raul ortiz', 'father', NULL, '+1 555 0103');
INSERT INTO public.contacts (id, version, player_id, name, name_fold, relation, email, phone) VALUES (3, 1, 20, 'Nora Day', 'nora day', 'guardian', 'nora.day@example.org', NULL);
INSERT INTO public.contacts (id, version, player_id, name, name_fold, relation, email, phone) VALUES (4, 1, 31, 'Ida Stone', 'ida stone', 'mother', NULL, '+1 555 0104');


--
-- Data for Name: divisions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (1, 1, 'U10', 'u10', 9, 10, NULL, 12, NULL);
INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (2, 2, 'U12', 'u12', 11, 12, NULL, 14, 1);
INSERT INTO public.divisions (id, version, name, name_fold, min_age, max_age, min_roster, max_roster, locked) VALUES (3, 1, 'Open', 'open', NULL, NULL, 2, NULL, NULL);


--
-- Data for Name: journal; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (1, '2026-12-06T14:21:15.062Z', 'roster', 'the journal starts (schema 5)', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (2, '2026-12-06T14:21:15.090Z', 'root', 'add team "Boston Red Sox" city=Boston abbr=BOS', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (3, '2026-12-06T14:21:15.118Z', 'root', 'add team "Los Angeles Dodgers" city="Los Angeles" abbr=LAD', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (4, '2026-12-06T14:21:15.138Z', 'root', 'add team "Yomiuri Giants" city="Tōkyō" abbr=YOM', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (5, '2026-12-06T14:21:15.150Z', 'root', 'add team "Équipe Sans Ville"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (6, '2026-12-06T14:21:15.166Z', 'root', 'add team "Old Timers" abbr=OLD', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (7, '2026-12-06T14:21:15.178Z', 'root', 'add player "Mookie Betts" age=27 team=BOS position=RF number=50', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (8, '2026-12-06T14:21:15.202Z', 'root', 'add player "José Abreu" age=33 team=BOS position=1B', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (9, '2026-12-06T14:21:15.218Z', 'root', 'add player "Zoë Young" age=21 team=BOS position=P number=12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (10, '2026-12-06T14:21:15.238Z', 'root', 'add player "Zoe Adams" age=21 team=BOS position=P number=13', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (11, '2026-12-06T14:21:15.262Z', 'root', 'add player "Abe Lincoln" age=30 team=BOS position=C number=1', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (12, '2026-12-06T14:21:15.278Z', 'root', 'add player "ábel Díaz" age=24 team=BOS position=CF number=8', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (13, '2026-12-06T14:21:15.294Z', 'root', 'add player "Clayton Kershaw" age=32 team=LAD position=P number=22', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (14, '2026-12-06T14:21:15.310Z', 'root', 'add player "Cody Bellinger" age=24 team=LAD position=CF number=35', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (15, '2026-12-06T14:21:15.324Z', 'root', 'add player "Julio Urías" age=23 team=LAD position=P number=7', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (16, '2026-12-06T14:21:15.354Z', 'root', 'add player "Max Muncy" age=29 team=LAD number=13', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (17, '2026-12-06T14:21:15.366Z', 'root', 'add player "大谷翔平" age=26 team=YOM position=P number=17', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (18, '2026-12-06T14:21:15.402Z', 'root', 'add player "坂本勇人" age=31 team=YOM position=SS number=6', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (19, '2026-12-06T14:21:15.426Z', 'root', 'add player "Tom O''Brien" age=28 team=YOM position=C', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (20, '2026-12-06T14:21:15.434Z', 'root', 'add player "Gone Soon" age=40 team=OLD', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (21, '2026-12-06T14:21:15.446Z', 'root', 'add player "Ángel Núñez" age=19 team=OLD number=0', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (22, '2026-12-06T14:21:15.470Z', 'root', 'add player "Ōta Ken''ichi" age=120 team=OLD position=DH number=99', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (23, '2026-12-06T14:21:15.481Z', 'root', 'rm player "Gone Soon" -f', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (24, '2026-12-06T14:21:15.510Z', 'root', 'set player "Mookie Betts" age=28', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (25, '2026-12-06T14:21:15.530Z', 'root', 'move player "Max Muncy" to YOM', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (26, '2026-12-06T14:21:15.550Z', 'root', 'set team "Old Timers" city=Springfield', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (27, '2026-12-06T14:21:15.658Z', 'root', 'import /tmp/tmp.JMya6YPv3N.csv', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (28, '2026-12-06T14:21:15.816Z', 'root', 'league set name="Metro Youth Baseball" season="2026 Fall" cutoff=2026-08-31', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (29, '2026-12-06T14:21:15.859Z', 'root', 'add division U10 min_age=9 max_age=10 max_roster=12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (30, '2026-12-06T14:21:15.870Z', 'root', 'add division U12 min_age=11 max_age=12 max_roster=14', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (31, '2026-12-06T14:21:15.874Z', 'root', 'add division Open min_roster=2', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (32, '2026-12-06T14:21:15.886Z', 'root', 'add team "Harbor Hawks" city=Harbor abbr=HAW', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (33, '2026-12-06T14:21:15.902Z', 'root', 'add team "Lakeside Lynx" abbr=LYN', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (34, '2026-12-06T14:21:15.926Z', 'root', 'add team "River Otters" city=Riverton abbr=RIV', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (35, '2026-12-06T14:21:15.938Z', 'root', 'set team HAW division=U10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (36, '2026-12-06T14:21:15.966Z', 'root', 'set team LYN division=U12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (37, '2026-12-06T14:21:15.986Z', 'root', 'set team RIV division=U12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (38, '2026-12-06T14:21:16.011Z', 'root', 'set team LAD division=Open', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (39, '2026-12-06T14:21:16.042Z', 'root', 'add player "Leap Day" birthdate=2016-02-29 team=HAW number=0', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (40, '2026-12-06T14:21:16.054Z', 'root', 'add player "Ava Chen" birthdate=2016-05-14 team=HAW number=00', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (41, '2026-12-06T14:21:16.086Z', 'root', 'add player "Ben Ortiz" birthdate=2017-01-09 team=HAW number=07 position=P', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (42, '2026-12-06T14:21:16.110Z', 'root', 'add player "Dana Brooks" birthdate=2014-03-02 team=LYN number=00 position=SS', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (43, '2026-12-06T14:21:16.138Z', 'root', 'add player "Eli Novak" birthdate=2015-07-30 team=LYN number=07', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (44, '2026-12-06T14:21:16.158Z', 'root', 'add player "Farah Haddad" birthdate=2014-11-11 team=RIV number=0 position=C', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (45, '2026-12-06T14:21:16.186Z', 'root', 'add player "Gus Wilde" birthdate=2013-09-01 team=RIV number=10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (46, '2026-12-06T14:21:16.205Z', 'root', 'add player "Hugo Lane" birthdate=2014-06-06 team=RIV number=21', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (47, '2026-12-06T14:21:16.238Z', 'root', 'add player "Fiona Free" birthdate=2015-01-20', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (48, '2026-12-06T14:21:16.254Z', 'root', 'add player "Chloé Martin" age=10', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (49, '2026-12-06T14:21:16.270Z', 'root', 'release "Hugo Lane"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (50, '2026-12-06T14:21:16.299Z', 'root', 'lock division U12', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (51, '2026-12-06T14:21:16.318Z', 'root', 'add player "Late Signing" birthdate=2014-12-24 team=LYN number=44 --force', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (52, '2026-12-06T14:21:16.351Z', 'root', 'add team "Short Lived" abbr=SHL', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (53, '2026-12-06T14:21:16.363Z', 'root', 'add staff "Pat Kim" role="Head Coach" team=HAW email=pat.kim@example.org phone="+1 555 0100"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (54, '2026-12-06T14:21:16.382Z', 'root', 'add staff "Lee Park" role="Assistant Coach" team=SHL phone="+1 555 0101"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (55, '2026-12-06T14:21:16.391Z', 'root', 'add staff "Sam Roe" role=Umpire email=sam.roe@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (56, '2026-12-06T14:21:16.406Z', 'root', 'add player "Ivy Stone" birthdate=2015-04-04 team=SHL number=3', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (57, '2026-12-06T14:21:16.435Z', 'root', 'add contact "Mei Chen" player="Ava Chen" relation=mother phone="+1 555 0102" email=mei.chen@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (58, '2026-12-06T14:21:16.442Z', 'root', 'add contact "Raúl Ortiz" player="Ben Ortiz" relation=father phone="+1 555 0103"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (59, '2026-12-06T14:21:16.456Z', 'root', 'add contact "Nora Day" player="Leap Day" relation=guardian email=nora.day@example.org', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (60, '2026-12-06T14:21:16.474Z', 'root', 'add contact "Ida Stone" player="Ivy Stone" relation=mother phone="+1 555 0104"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (61, '2026-12-06T14:21:16.479Z', 'root', 'add player "Temp Kid" birthdate=2016-08-31 team=HAW number=99', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (62, '2026-12-06T14:21:16.502Z', 'root', 'add contact "Temp Parent" player="Temp Kid" relation=mother phone="+1 555 0199"', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (63, '2026-12-06T14:21:16.510Z', 'root', 'rm team SHL -f --release', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (64, '2026-12-06T14:21:16.534Z', 'root', 'rm player "Temp Kid" -f', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (65, '2026-12-06T14:21:16.643Z', 'root', 'set player "Ben Ortiz" position=2B', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (66, '2026-12-06T14:21:16.775Z', 'root', 'undo', 65, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (67, '2026-12-06T14:21:16.893Z', 'root', 'add team "Journal Jays" city=Harbor abbr=JAY', NULL, NULL);
INSERT INTO public.journal (id, at, author, command, reverts, txn) VALUES (68, '2026-12-06T14:21:17.007Z', 'root', 'move player "Ava Chen" to JAY', NULL, NULL);


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
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (22, 23, 'players', 14, 'delete', '{"age": 40, "name": "Gone Soon", "number": null, "team_id": 5, "position": null, "birthdate": null, "name_fold": "gone soon", "external_id": null}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (23, 24, 'players', 1, 'update', '{"age": 27, "name": "Mookie Betts", "number": "50", "team_id": 1, "position": "RF", "birthdate": null, "name_fold": "mookie betts", "external_id": null}', '{"age": 28, "name": "Mookie Betts", "number": "50", "team_id": 1, "position": "RF", "birthdate": null, "name_fold": "mookie betts", "external_id": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (24, 25, 'players', 10, 'update', '{"age": 29, "name": "Max Muncy", "number": "13", "team_id": 2, "position": null, "birthdate": null, "name_fold": "max muncy", "external_id": null}', '{"age": 29, "name": "Max Muncy", "number": "13", "team_id": 3, "position": null, "birthdate": null, "name_fold": "max muncy", "external_id": null}');
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
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (50, 49, 'players', 27, 'update', '{"age": null, "name": "Hugo Lane", "number": "21", "team_id": 8, "position": null, "birthdate": "2014-06-06", "name_fold": "hugo lane", "external_id": null}', '{"age": null, "name": "Hugo Lane", "number": "21", "team_id": null, "position": null, "birthdate": "2014-06-06", "name_fold": "hugo lane", "external_id": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (51, 50, 'divisions', 2, 'update', '{"name": "U12", "locked": null, "max_age": 12, "min_age": 11, "name_fold": "u12", "max_roster": 14, "min_roster": null}', '{"name": "U12", "locked": 1, "max_age": 12, "min_age": 11, "name_fold": "u12", "max_roster": 14, "min_roster": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (52, 51, 'players', 30, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (53, 52, 'teams', 9, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (54, 53, 'staff', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (55, 54, 'staff', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (56, 55, 'staff', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (57, 56, 'players', 31, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (58, 57, 'contacts', 1, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (59, 58, 'contacts', 2, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (60, 59, 'contacts', 3, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (61, 60, 'contacts', 4, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (62, 61, 'players', 32, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (63, 62, 'contacts', 5, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (64, 63, 'players', 31, 'update', '{"age": null, "name": "Ivy Stone", "number": "3", "team_id": 9, "position": null, "birthdate": "2015-04-04", "name_fold": "ivy stone", "external_id": null}', '{"age": null, "name": "Ivy Stone", "number": "3", "team_id": null, "position": null, "birthdate": "2015-04-04", "name_fold": "ivy stone", "external_id": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (65, 63, 'staff', 2, 'update', '{"name": "Lee Park", "role": "Assistant Coach", "email": null, "phone": "+1 555 0101", "team_id": 9, "name_fold": "lee park"}', '{"name": "Lee Park", "role": "Assistant Coach", "email": null, "phone": "+1 555 0101", "team_id": null, "name_fold": "lee park"}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (66, 63, 'teams', 9, 'delete', '{"city": null, "name": "Short Lived", "name_fold": "short lived", "division_id": null, "abbreviation": "SHL", "abbreviation_fold": "shl"}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (67, 64, 'contacts', 5, 'delete', '{"name": "Temp Parent", "email": null, "phone": "+1 555 0199", "relation": "mother", "name_fold": "temp parent", "player_id": 32}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (68, 64, 'players', 32, 'delete', '{"age": null, "name": "Temp Kid", "number": "99", "team_id": 6, "position": null, "birthdate": "2016-08-31", "name_fold": "temp kid", "external_id": null}', NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (69, 65, 'players', 22, 'update', '{"age": null, "name": "Ben Ortiz", "number": "07", "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "external_id": null}', '{"age": null, "name": "Ben Ortiz", "number": "07", "team_id": 6, "position": "2B", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "external_id": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (70, 66, 'players', 22, 'update', '{"age": null, "name": "Ben Ortiz", "number": "07", "team_id": 6, "position": "2B", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "external_id": null}', '{"age": null, "name": "Ben Ortiz", "number": "07", "team_id": 6, "position": "P", "birthdate": "2017-01-09", "name_fold": "ben ortiz", "external_id": null}');
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (71, 67, 'teams', 9, 'insert', NULL, NULL);
INSERT INTO public.journal_rows (id, entry, entity, "row", change, old, new) VALUES (72, 68, 'players', 21, 'update', '{"age": null, "name": "Ava Chen", "number": "00", "team_id": 6, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "external_id": null}', '{"age": null, "name": "Ava Chen", "number": "00", "team_id": 9, "position": null, "birthdate": "2016-05-14", "name_fold": "ava chen", "external_id": null}');


--
-- Data for Name: league; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.league (id, version, name, season, cutoff) VALUES (1, 1, 'Metro Youth Baseball', '2026 Fall', '2026-08-31');


--
-- Data for Name: players; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (1, 2, 1, 'Mookie Betts', 'mookie betts', 28, 'RF', '50', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (2, 1, 1, 'José Abreu', 'jose abreu', 33, '1B', NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (3, 1, 1, 'Zoë Young', 'zoe young', 21, 'P', '12', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (4, 1, 1, 'Zoe Adams', 'zoe adams', 21, 'P', '13', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (5, 1, 1, 'Abe Lincoln', 'abe lincoln', 30, 'C', '1', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (6, 1, 1, 'ábel Díaz', 'abel diaz', 24, 'CF', '8', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (7, 1, 2, 'Clayton Kershaw', 'clayton kershaw', 32, 'P', '22', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (8, 1, 2, 'Cody Bellinger', 'cody bellinger', 24, 'CF', '35', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (9, 1, 2, 'Julio Urías', 'julio urias', 23, 'P', '7', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (10, 2, 3, 'Max Muncy', 'max muncy', 29, NULL, '13', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (11, 1, 3, '大谷翔平', '大谷翔平', 26, 'P', '17', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (12, 1, 3, '坂本勇人', '坂本勇人', 31, 'SS', '6', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (13, 1, 3, 'Tom O''Brien', 'tom o''brien', 28, 'C', NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (15, 1, 5, 'Ángel Núñez', 'angel nunez', 19, NULL, '0', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (16, 1, 5, 'Ōta Ken''ichi', 'ota ken''ichi', 120, 'DH', '99', NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (17, 1, 1, 'Rafael Devers', 'rafael devers', 23, '3B', '11', 'MLB-0011', NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (18, 1, 2, 'Mookie Betts', 'mookie betts', 27, 'RF', '50', 'mlb:betts''50', NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (19, 1, 3, '菅野智之', '菅野智之', 30, NULL, NULL, 'NPB-19', NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (20, 1, 6, 'Leap Day', 'leap day', NULL, NULL, '0', NULL, '2016-02-29');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (21, 2, 9, 'Ava Chen', 'ava chen', NULL, NULL, '00', NULL, '2016-05-14');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (22, 3, 6, 'Ben Ortiz', 'ben ortiz', NULL, 'P', '07', NULL, '2017-01-09');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (23, 1, 7, 'Dana Brooks', 'dana brooks', NULL, 'SS', '00', NULL, '2014-03-02');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (24, 1, 7, 'Eli Novak', 'eli novak', NULL, NULL, '07', NULL, '2015-07-30');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (25, 1, 8, 'Farah Haddad', 'farah haddad', NULL, 'C', '0', NULL, '2014-11-11');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (26, 1, 8, 'Gus Wilde', 'gus wilde', NULL, NULL, '10', NULL, '2013-09-01');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (27, 2, NULL, 'Hugo Lane', 'hugo lane', NULL, NULL, '21', NULL, '2014-06-06');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (28, 1, NULL, 'Fiona Free', 'fiona free', NULL, NULL, NULL, NULL, '2015-01-20');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (29, 1, NULL, 'Chloé Martin', 'chloe martin', 10, NULL, NULL, NULL, NULL);
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (30, 1, 7, 'Late Signing', 'late signing', NULL, NULL, '44', NULL, '2014-12-24');
INSERT INTO public.players (id, version, team_id, name, name_fold, age, "position", number, external_id, birthdate) VALUES (31, 2, NULL, 'Ivy Stone', 'ivy stone', NULL, NULL, '3', NULL, '2015-04-04');


--
-- Data for Name: roster_access; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.roster_access (role, kind, team_id) VALUES ('metro_office', 'admin', NULL);
INSERT INTO public.roster_access (role, kind, team_id) VALUES ('metro_viewer', 'viewer', NULL);
INSERT INTO public.roster_access (role, kind, team_id) VALUES ('hawks_manager', 'manager', 6);


--
-- Data for Name: roster_schema; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.roster_schema (version) VALUES (8);


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
INSERT INTO public.teams (id, version, name, name_fold, city, abbreviation, abbreviation_fold, division_id) VALUES (9, 1, 'Journal Jays', 'journal jays', 'Harbor', 'JAY', 'jay', NULL);


--
-- Name: contacts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.contacts_id_seq', 5, false);


--
-- Name: divisions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.divisions_id_seq', 4, false);


--
-- Name: journal_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.journal_id_seq', 69, false);


--
-- Name: journal_rows_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.journal_rows_id_seq', 73, false);


--
-- Name: league_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.league_id_seq', 2, false);


--
-- Name: players_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.players_id_seq', 32, false);


--
-- Name: roster_data_version; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.roster_data_version', 1, false);


--
-- Name: staff_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.staff_id_seq', 4, false);


--
-- Name: teams_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.teams_id_seq', 10, false);


--
-- Name: contacts contacts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contacts
    ADD CONSTRAINT contacts_pkey PRIMARY KEY (id);


--
-- Name: divisions divisions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.divisions
    ADD CONSTRAINT divisions_pkey PRIMARY KEY (id);


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
-- Name: contacts_player; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contacts_player ON public.contacts USING btree (player_id);


--
-- Name: divisions_unique_name_fold; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX divisions_unique_name_fold ON public.divisions USING btree (name_fold);


--
-- Name: journal_open; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_open ON public.journal USING btree (txn);


--
-- Name: journal_reverts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_reverts ON public.journal USING btree (reverts);


--
-- Name: journal_rows_contacts_new_player_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_contacts_new_player_id ON public.journal_rows USING btree ((((new ->> 'player_id'::text))::bigint)) WHERE ((entity = 'contacts'::text) AND (new IS NOT NULL));


--
-- Name: journal_rows_contacts_old_player_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_contacts_old_player_id ON public.journal_rows USING btree ((((old ->> 'player_id'::text))::bigint)) WHERE ((entity = 'contacts'::text) AND (old IS NOT NULL));


--
-- Name: journal_rows_entry; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_entry ON public.journal_rows USING btree (entry);


--
-- Name: journal_rows_players_new_team_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX journal_rows_players_new_team_id ON public.journal_rows USING btree ((((new ->> 'team_id'::text))::bigint)) WHERE ((entity = 'players'::text) AND (new IS NOT NULL));


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
-- Name: players_age_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_age_name ON public.players USING btree (age, name_fold) WHERE (birthdate IS NULL);


--
-- Name: players_birthdate_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX players_birthdate_name ON public.players USING btree (birthdate DESC, name_fold) WHERE (birthdate IS NOT NULL);


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
-- Name: contacts contacts_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_access_delete AFTER DELETE ON public.contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_contacts_access();


--
-- Name: contacts contacts_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_access_update AFTER UPDATE ON public.contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_contacts_access();


--
-- Name: contacts contacts_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_changed AFTER INSERT OR DELETE OR UPDATE ON public.contacts FOR EACH STATEMENT EXECUTE FUNCTION public.roster_data_changed();


--
-- Name: contacts contacts_journal_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_journal_delete AFTER DELETE ON public.contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: contacts contacts_journal_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_journal_insert AFTER INSERT ON public.contacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


--
-- Name: contacts contacts_journal_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contacts_journal_update AFTER UPDATE ON public.contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_journal_rows('id', 'version');


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
-- Name: players players_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_access_delete AFTER DELETE ON public.players REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_players_access();


--
-- Name: players players_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER players_access_update AFTER UPDATE ON public.players REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_players_access();


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
-- Name: roster_access roster_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER roster_access_delete BEFORE DELETE ON public.roster_access FOR EACH STATEMENT EXECUTE FUNCTION public.roster_access_check();


--
-- Name: staff staff_access_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_access_delete AFTER DELETE ON public.staff REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_staff_access();


--
-- Name: staff staff_access_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER staff_access_update AFTER UPDATE ON public.staff REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roster_staff_access();


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
-- Name: contacts contacts_player_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contacts
    ADD CONSTRAINT contacts_player_id_fkey FOREIGN KEY (player_id) REFERENCES public.players(id) ON DELETE CASCADE;


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
-- Name: contacts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contacts ENABLE ROW LEVEL SECURITY;

--
-- Name: contacts contacts_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY contacts_delete ON public.contacts FOR DELETE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))));


--
-- Name: contacts contacts_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY contacts_insert ON public.contacts FOR INSERT WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('contacts'::text, ( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)), true)));


--
-- Name: contacts contacts_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY contacts_read ON public.contacts FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text))));


--
-- Name: contacts contacts_update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY contacts_update ON public.contacts FOR UPDATE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)))) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)) IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('contacts'::text, ( SELECT p.team_id
   FROM public.players p
  WHERE (p.id = contacts.player_id)), true)));


--
-- Name: divisions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.divisions ENABLE ROW LEVEL SECURITY;

--
-- Name: divisions divisions_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY divisions_delete ON public.divisions FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


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

CREATE POLICY divisions_update ON public.divisions FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('divisions'::text, NULL::bigint, false)));


--
-- Name: journal; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.journal ENABLE ROW LEVEL SECURITY;

--
-- Name: journal journal_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_delete ON public.journal FOR DELETE USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR ((author = SESSION_USER) AND (NOT (EXISTS ( SELECT 1
   FROM public.journal_rows r
  WHERE (r.entry = r.id)))))));


--
-- Name: journal journal_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_insert ON public.journal FOR INSERT WITH CHECK (((author = SESSION_USER) AND ((reverts IS NULL) OR (( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_entry_is_mine(reverts))));


--
-- Name: journal journal_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_read ON public.journal FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (author = SESSION_USER)));


--
-- Name: journal_rows; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.journal_rows ENABLE ROW LEVEL SECURITY;

--
-- Name: journal_rows journal_rows_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY journal_rows_read ON public.journal_rows FOR SELECT USING (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_entry_is_mine(entry)));


--
-- Name: league; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.league ENABLE ROW LEVEL SECURITY;

--
-- Name: league league_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY league_delete ON public.league FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


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

CREATE POLICY league_update ON public.league FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('league'::text, NULL::bigint, false)));


--
-- Name: players; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.players ENABLE ROW LEVEL SECURITY;

--
-- Name: players players_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY players_delete ON public.players FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


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

CREATE POLICY players_update ON public.players FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR ((team_id IS NULL) AND (( SELECT public.roster_access_kind() AS roster_access_kind) = 'manager'::text)) OR public.roster_may_change('players'::text, team_id, true)));


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

CREATE POLICY staff_delete ON public.staff FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = ANY (ARRAY['admin'::text, 'manager'::text])));


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

CREATE POLICY staff_update ON public.staff FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) = ANY (ARRAY['admin'::text, 'manager'::text]))) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR (team_id = ANY (( SELECT public.roster_managed_teams() AS roster_managed_teams)::bigint[])) OR public.roster_may_change('staff'::text, team_id, false)));


--
-- Name: teams; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.teams ENABLE ROW LEVEL SECURITY;

--
-- Name: teams teams_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY teams_delete ON public.teams FOR DELETE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL));


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

CREATE POLICY teams_update ON public.teams FOR UPDATE USING ((( SELECT public.roster_access_kind() AS roster_access_kind) IS NOT NULL)) WITH CHECK (((( SELECT public.roster_access_kind() AS roster_access_kind) = 'admin'::text) OR public.roster_may_change('teams'::text, NULL::bigint, false)));


--
-- Name: TABLE contacts; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.contacts TO PUBLIC;


--
-- Name: TABLE divisions; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.divisions TO PUBLIC;


--
-- Name: TABLE journal; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,DELETE ON TABLE public.journal TO PUBLIC;


--
-- Name: COLUMN journal.command; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(command) ON TABLE public.journal TO PUBLIC;


--
-- Name: COLUMN journal.reverts; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(reverts) ON TABLE public.journal TO PUBLIC;


--
-- Name: TABLE journal_rows; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.journal_rows TO PUBLIC;


--
-- Name: TABLE league; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.league TO PUBLIC;


--
-- Name: TABLE players; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT,DELETE,UPDATE ON TABLE public.players TO PUBLIC;


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
-- Name: TABLE players_visible; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.players_visible TO PUBLIC;


--
-- Name: TABLE roster_access; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE ON TABLE public.roster_access TO PUBLIC;


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

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.staff TO PUBLIC;


--
-- Name: TABLE teams; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.teams TO PUBLIC;


--
-- PostgreSQL database dump complete
--


