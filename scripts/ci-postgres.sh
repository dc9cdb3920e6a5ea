#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster and creates the test role (seal/seal, may create databases) and database.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q .; then
  pg_createcluster "$version" main >/dev/null
fi
cluster=$(pg_lsclusters -h | head -1 | awk '{print $1" "$2}')
pg_ctlcluster $cluster start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "psql -Atqc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -Atqc \"select 1 from pg_roles where rolname='seal'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"create role seal login password 'seal' createdb\""
# Dropping a test database WITH (FORCE) must also end an autovacuum worker that happens to be in it; that worker
# advertises no role, so only pg_signal_backend lets a non-superuser end it.
su postgres -c "psql -qc 'grant pg_signal_backend to seal'" >/dev/null
su postgres -c "psql -Atqc \"select 1 from pg_database where datname='seal_test'\"" | grep -q 1 ||
  su postgres -c "createdb -O seal seal_test"
echo "PostgreSQL $version ready for tests"
