# db.sh - thin psql wrappers. Sourced, not executed.
# Connection comes from PGHOST/PGDATABASE/PGUSER in rollup.conf and ~/.pgpass.

PSQL="psql -X -q -v ON_ERROR_STOP=1"

db_run_file() {
    local file=$1
    shift
    $PSQL -f "$file" "$@"
}

db_copy() {
    local table=$1 file=$2
    $PSQL -c "\\copy $table FROM '$file' WITH (FORMAT csv, HEADER true, DELIMITER ';')"
}

db_scalar() {
    $PSQL -t -A -c "$1"
}

db_vacuum() {
    local table=$1
    $PSQL -c "VACUUM ANALYZE $table"
}
