#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL cluster on 127.0.0.1 and TEST_DATABASE_URL set,
# installing Debian's postgresql package when it is missing; the cluster is removed afterwards.
set -euo pipefail

PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian (apt-get install postgresql)..."
    SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
    PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "PostgreSQL is not installed and apt-get is unavailable: install PostgreSQL server binaries." >&2
    exit 1
  fi
fi

PGPORT=${PGPORT:-54329}
WORK=$(mktemp -d /tmp/cw-pg-XXXXXX)
chmod 755 "$WORK"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home "$WORK" postgres
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

# wal_recycle=off: an erasure's scrub removes old WAL segments instead of keeping their bytes
# (docs/security.md, "The data directory and erasure on disk").
PG_CTL_OPTIONS="-p $PGPORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c wal_recycle=off"
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w \
  -o "$PG_CTL_OPTIONS" start >/dev/null

cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres cedarwave_test
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/cedarwave_test"
# The reliability script stops and restarts the cluster with these.
export PGBIN PGPORT PG_CTL_OPTIONS PG_WORKDIR="$WORK"
"$@"
