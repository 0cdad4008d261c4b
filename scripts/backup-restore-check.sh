#!/usr/bin/env bash
# A backup of a Commonshelf PostgreSQL database, proven by restoring it.
#
#   scripts/backup-restore-check.sh [--out DIR] [--uploads DIR]... [--target URL] [--keep] SOURCE_URL
#   scripts/backup-restore-check.sh --compare RESTORED_URL SOURCE_URL
#
# Dumps SOURCE_URL with `pg_dump -Fc`, creates a fresh database with a unique name (on the source's
# server, or on the server of --target), `pg_restore`s the dump into it, and compares the two:
# the exact row count of every table of every application schema (public and drizzle: the catalog
# gives the list, `SELECT count(*)` the counts), each table's row-level security flags, and the
# applied migrations (drizzle.__drizzle_migrations, row for row). It prints a table and exits 1 on
# any difference. The source's counts are read in the very snapshot pg_dump copied
# (pg_export_snapshot), so a live database that takes writes meanwhile still compares exactly.
# The scratch database is dropped on exit unless --keep.
#
# --out DIR      keep the dump there (with a .sha256); without it, a temporary directory is removed
# --uploads DIR  also tar DIR (DATA_DIR/uploads) beside the dump with a .sha256, check the checksum
#                and that the tarball holds as many files as DIR; may be given more than once
# --target URL   any database on the server to restore to (default: the source's server)
# --keep         keep the restored database and print its name
# --compare URL  no dump: compare SOURCE_URL with the database at URL (a restore made earlier)
#
# Run it as a role that sees every row: a superuser (postgres) or a role with BYPASSRLS. The tables
# force row-level security, so even their owner sees no row without a tenant setting; the script
# refuses any other role, and counts with row_security = off, which makes PostgreSQL raise an error
# rather than count fewer rows. Needs pg_dump, pg_restore and psql of the server's major version or
# newer. Exit status: 0 the copy matches, 1 it differs, 2 it could not be checked.
set -euo pipefail

usage() {
  awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
}

die() {
  printf 'backup-restore-check: %s\n' "$1" >&2
  exit 2
}

out_dir=''
target_url=''
compare_url=''
keep=0
uploads=()
source_url=''

while [ $# -gt 0 ]; do
  case "$1" in
    --out) out_dir="${2:?--out needs a directory}"; shift 2 ;;
    --uploads) uploads+=("${2:?--uploads needs a directory}"); shift 2 ;;
    --target) target_url="${2:?--target needs a URL}"; shift 2 ;;
    --compare) compare_url="${2:?--compare needs a URL}"; shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) usage; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *)
      [ -z "$source_url" ] || die "one source database only (see --help)"
      source_url="$1"; shift ;;
  esac
done
[ -n "$source_url" ] || { usage >&2; exit 2; }

for tool in psql pg_dump pg_restore sha256sum tar; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is not installed"
done

# A connection URL with another database name: postgres[ql]://authority/dbname?params.
with_database() {
  local url="$1" name="$2"
  [[ "$url" =~ ^(postgres(ql)?://[^/?]*)(/[^?]*)?(\?.*)?$ ]] || die "not a postgres:// URL: ${url%%@*}@…"
  printf '%s/%s%s' "${BASH_REMATCH[1]}" "$name" "${BASH_REMATCH[4]}"
}

# A URL as it may be printed: without its password.
shown() {
  printf '%s' "$1" | sed -E 's#^(postgres(ql)?://[^:/@]*):[^@/]*@#\1:***@#'
}

TAB=$'\t'
psql_at() {
  psql -X -q -At -F "$TAB" -v ON_ERROR_STOP=1 "$@"
}

# Whether the connection's role sees every row, row-level security or not.
ROLE_SQL="select current_user, (rolsuper or rolbypassrls) from pg_roles where rolname = current_user;"

# One line per table of the application's schemas: name, RLS (off/on/forced), exact row count.
# query_to_xml runs each count(*) without creating anything in the database.
COUNT_SQL="set row_security = off;
select n.nspname || '.' || c.relname,
       case when c.relforcerowsecurity then 'forced' when c.relrowsecurity then 'on' else 'off' end,
       (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::bigint
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relispartition
  and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
  and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
order by 1;"

# The applied migrations, row for row (empty when the table is missing).
MIGRATIONS_SQL="select case when to_regclass('drizzle.__drizzle_migrations') is null then 'none'
  else (select count(*) || '${TAB}' || coalesce(md5(string_agg(id || ':' || hash || ':' || created_at, ',' order by id)), '')
        from drizzle.__drizzle_migrations) end;"

check_role() {
  local who="$1" url="$2" row
  row="$(psql_at -d "$url" -c "$ROLE_SQL")" || die "cannot connect to the $who database ($(shown "$url"))"
  if [ "${row#*"$TAB"}" != 't' ]; then
    die "the role ${row%%"$TAB"*} is neither superuser nor BYPASSRLS: the tables force row-level security, so it would not see every row (run as postgres, or see docs/deploy.md)"
  fi
}

work_dir="$(mktemp -d "${TMPDIR:-/tmp}/cs-backup-check.XXXXXX")"
scratch_db=''
admin_url=''
src_pid=''

cleanup() {
  local status=$?
  if [ -n "$src_pid" ]; then
    kill "$src_pid" 2>/dev/null || true
    wait "$src_pid" 2>/dev/null || true
  fi
  if [ -n "$scratch_db" ]; then
    if [ "$keep" = 1 ]; then
      printf 'kept database %s (drop it with: psql -d "<url>" -c '\''drop database %s'\'')\n' "$scratch_db" "$scratch_db"
    else
      psql_at -d "$admin_url" -c "drop database if exists \"$scratch_db\" with (force)" >/dev/null ||
        printf 'backup-restore-check: could not drop the scratch database %s\n' "$scratch_db" >&2
    fi
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

source_counts="$work_dir/source.tsv"
restored_counts="$work_dir/restored.tsv"

check_role source "$source_url"

[ -n "$out_dir" ] || out_dir="$work_dir/out"
mkdir -p "$out_dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"

if [ -n "$compare_url" ]; then
  check_role restored "$compare_url"
  restored_url="$compare_url"
  psql_at -d "$source_url" -c "$COUNT_SQL" >"$source_counts"
  source_migrations="$(psql_at -d "$source_url" -c "$MIGRATIONS_SQL")"
else
  source_db="$(psql_at -d "$source_url" -c 'select current_database()')"
  dump="$out_dir/commonshelf-$source_db-$stamp.dump"

  # One source session holds a repeatable-read snapshot: pg_dump copies it, the counts read it.
  MARK='-- cs-backup-check: done --'
  coproc SRC { psql -X -q -At -F "$TAB" -v ON_ERROR_STOP=1 -d "$source_url" 2>&1; }
  # shellcheck disable=SC2153 # coproc sets SRC_PID
  src_pid="$SRC_PID"
  src_in="${SRC[1]}"
  src_out="${SRC[0]}"
  src_ask() {
    local line answered=0
    printf '%s\n\\echo %s\n' "$1" "$MARK" >&"$src_in"
    while IFS= read -r line <&"$src_out"; do
      if [ "$line" = "$MARK" ]; then answered=1; break; fi
      printf '%s\n' "$line"
    done
    [ "$answered" = 1 ] || die "the source session ended early"
  }
  snapshot="$(src_ask 'begin isolation level repeatable read read only; select pg_export_snapshot();')"
  [[ "$snapshot" =~ ^[0-9A-F-]+$ ]] || die "no snapshot from the source: $snapshot"

  printf 'dumping %s to %s\n' "$(shown "$source_url")" "$dump"
  pg_dump -Fc --snapshot="$snapshot" -d "$source_url" -f "$dump"
  (cd "$out_dir" && sha256sum "$(basename "$dump")" >"$(basename "$dump").sha256")
  src_ask "$COUNT_SQL" >"$source_counts"
  source_migrations="$(src_ask "$MIGRATIONS_SQL")"
  src_ask 'commit;' >/dev/null
  printf '\\q\n' >&"$src_in"
  wait "$src_pid" || true
  src_pid=''

  admin_url="${target_url:-$source_url}"
  check_role target "$admin_url"
  scratch_db="cs_restore_check_$(date -u +%Y%m%d%H%M%S)_$$_$RANDOM"
  psql_at -d "$admin_url" -c "create database \"$scratch_db\" template template0" >/dev/null
  restored_url="$(with_database "$admin_url" "$scratch_db")"
  printf 'restoring into %s\n' "$scratch_db"
  pg_restore --exit-on-error --single-transaction -d "$restored_url" "$dump"
fi

psql_at -d "$restored_url" -c "$COUNT_SQL" >"$restored_counts"
# join(1) wants both sides in its own order.
for f in "$source_counts" "$restored_counts"; do LC_ALL=C sort -t "$TAB" -k1,1 -o "$f" "$f"; done
restored_migrations="$(psql_at -d "$restored_url" -c "$MIGRATIONS_SQL")"

# The report: every table of either side, then the migrations and the uploads.
differences=0
tables=0
rows=0
line() { printf '%-52s %-8s %12s %12s  %s\n' "$@"; }
printf '\n'
line table rls source restored result
while IFS="$TAB" read -r name src_rls src_n dst_rls dst_n; do
  tables=$((tables + 1))
  result=ok
  if [ -z "$src_n" ] || [ -z "$dst_n" ] || [ "$src_n" != "$dst_n" ] || [ "$src_rls" != "$dst_rls" ]; then
    result=DIFFERENT
    differences=$((differences + 1))
  fi
  rls="$src_rls"
  [ "$src_rls" = "$dst_rls" ] || rls="$src_rls->$dst_rls"
  rows=$((rows + ${src_n:-0}))
  line "$name" "${rls:-missing}" "${src_n:--}" "${dst_n:--}" "$result"
done < <(LC_ALL=C join -t "$TAB" -a 1 -a 2 -e '' -o '0,1.2,1.3,2.2,2.3' "$source_counts" "$restored_counts")

migrations_result=same
if [ "$source_migrations" = none ] || [ "$source_migrations" != "$restored_migrations" ]; then
  migrations_result=DIFFERENT
  differences=$((differences + 1))
fi
line 'migrations applied (id, hash, created_at)' '' "${source_migrations%%"$TAB"*}" "${restored_migrations%%"$TAB"*}" "$migrations_result"

for dir in "${uploads[@]}"; do
  [ -d "$dir" ] || die "no uploads directory $dir"
  base="$(basename "$(cd "$dir" && pwd)")"
  tarball="$out_dir/$base-$stamp.tar.gz"
  tar -C "$dir/.." -czf "$tarball" "$base"
  (cd "$out_dir" && sha256sum "$(basename "$tarball")" >"$(basename "$tarball").sha256" && sha256sum --quiet -c "$(basename "$tarball").sha256")
  on_disk="$(find "$dir" -type f | wc -l)"
  in_tar="$(tar -tzf "$tarball" | grep -vc '/$' || true)"
  result=ok
  if [ "$on_disk" != "$in_tar" ]; then result=DIFFERENT; differences=$((differences + 1)); fi
  line "files in $dir" '' "$on_disk" "$in_tar" "$result"
done

printf '\n'
if [ "$differences" -gt 0 ]; then
  printf 'DIFFERENT: %d difference(s) between %s and its restored copy\n' "$differences" "$(shown "$source_url")"
  exit 1
fi
printf 'OK: %d tables, %d rows and %s migrations restored exactly\n' "$tables" "$rows" "${source_migrations%%"$TAB"*}"
if [ -z "$compare_url" ] && [ "$out_dir" != "$work_dir/out" ]; then
  printf 'backup kept in %s\n' "$out_dir"
fi
