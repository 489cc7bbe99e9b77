#!/usr/bin/env bash
# Issue 25: the Debian package gives an installed, configured service. As root on a
# Debian machine (scripts/test runs it last): builds the package with scripts/package,
# installs it with dpkg -i, checks the installed config and answers a challenge as the
# pawnpost user, verifies the unit with systemd-analyze where systemd is present, then
# removes and purges it and checks what stays and what goes:
#   remove: program gone; config, data and user stay
#   purge:  config gone; data stays (debconf's pawnpost/purge_data defaults to false)
#   purge with pawnpost/purge_data preseeded true: data gone too
# Each check prints one PASS line; the first failure stops the run with FAIL. Arguments
# go to scripts/package (scripts/test passes --binary, the binary its test build made).
set -euo pipefail
self="$(realpath "$0")"
cd "$(dirname "$0")/.."

say() { printf 'deb_package: %s\n' "$*"; }
# Each PASS says how many seconds the run has taken so far: the test's cost in CI.
pass() { say "PASS $* [${SECONDS} s]"; }
fail() {
    say "FAIL $*"
    exit 1
}

if [ "$(id -u)" -ne 0 ]; then
    fail "needs root: it installs and purges the package"
fi

# A fresh machine has no pawnpost user and postinst makes one; but the mail rig
# (tests/mailrig/start, earlier in scripts/test) has made its own for the pipe. So the
# test runs in a mount namespace of its own over a throwaway layer of /etc without that
# user: postinst's adduser runs as on a fresh machine, and the rig's user, its uid and
# everything else in the real /etc stay as they were. Where namespaces or overlayfs are
# not allowed (an unprivileged container), the test runs on the real /etc and checks the
# existing user's path instead.
if [ -z "${DEB_PACKAGE_ETC_LAYER:-}" ] && getent passwd pawnpost >/dev/null &&
    unshare --mount true 2>/dev/null; then
    layer="$(mktemp -d)"
    mkdir "$layer/upper" "$layer/work"
    status=0
    DEB_PACKAGE_ETC_LAYER="$layer" unshare --mount --propagation private bash -c '
        if mount -t overlay overlay \
            -o "lowerdir=/etc,upperdir=$DEB_PACKAGE_ETC_LAYER/upper,workdir=$DEB_PACKAGE_ETC_LAYER/work" /etc &&
            userdel pawnpost; then
            exec "$@"
        fi
        DEB_PACKAGE_ETC_LAYER=unavailable exec "$@"' bash "$self" "$@" || status=$?
    rm -rf "$layer"
    exit "$status"
fi
fresh_user=true
if getent passwd pawnpost >/dev/null; then
    fresh_user=false
    say "NOTE the user pawnpost exists and /etc cannot be layered here: testing postinst on an existing user, not a fresh machine's"
fi
# Non-interactive everywhere: the purge question takes its default or the preseed.
export DEBIAN_FRONTEND=noninteractive

# The test installs and purges pawnpost, so it must never meet a real installation: it
# marks the data directory it makes, and only a marked one (a crashed earlier run's) is
# cleaned up.
marker=/var/lib/pawnpost/.deb_package_test
ours() { [ ! -e /var/lib/pawnpost ] || [ -e "$marker" ]; }
installed() { dpkg-query -W -f='${db:Status-Abbrev}' pawnpost 2>/dev/null | grep -q '^[ir]'; }
# debconf keeps a preseeded answer after the purge that read it (db_purge drops only the
# questions the package owns, and a preseed's owner is "unknown"): the test's consent
# would remove the data at the next run's first purge.
forget_consent() { echo 'UNREGISTER pawnpost/purge_data' | debconf-communicate unknown >/dev/null 2>&1 || true; }
clean_up() {
    if installed; then dpkg --purge pawnpost >/dev/null 2>&1 || true; fi
    rm -rf /var/lib/pawnpost
    forget_consent
}
if installed || [ -e /var/lib/pawnpost ]; then
    if ! ours; then
        say "SKIP pawnpost is installed here or /var/lib/pawnpost exists without the test's marker; not touching a real installation"
        exit 0
    fi
    clean_up
fi
forget_consent
trap 'status=$?; if [ $status -ne 0 ]; then clean_up; fi' EXIT

deb="$(scripts/package "$@" | tail -1)"
pass "scripts/package built $deb"
# Debian's own checker, where it is installed (a fresh CI machine has none, and
# installing it costs more than the rest of this test).
if command -v lintian >/dev/null; then
    out="$(lintian --fail-on error,warning "$deb" 2>&1)" || fail "lintian: $out"
    pass "lintian finds no error and no warning"
fi

dpkg -i "$deb" >/dev/null
touch "$marker"
pass "dpkg -i installed it"

# What the package put where.
for file in /usr/bin/pawnpost /usr/bin/pawnpost-deliver /lib/systemd/system/pawnpost.service \
    /etc/pawnpost/pawnpost.toml /usr/share/man/man1/pawnpost.1.gz \
    /usr/share/man/man1/pawnpost-deliver.1.gz /usr/share/man/man1/pawnpost-tournament-create.1.gz \
    /usr/share/bash-completion/completions/pawnpost /usr/share/zsh/vendor-completions/_pawnpost \
    /usr/share/fish/vendor_completions.d/pawnpost.fish /usr/share/doc/pawnpost/copyright; do
    [ -f "$file" ] || fail "the package lacks $file"
done
if ls /usr/share/man/man1/pawnpost-man.1.gz /usr/share/man/man1/pawnpost-completions.1.gz 2>/dev/null; then
    fail "the hidden packaging subcommands have man pages"
fi
pass "program, unit, config, man pages per subcommand, completions and copyright installed"
dpkg-query -W -f='${Conffiles}\n' pawnpost | grep -q '^ /etc/pawnpost/pawnpost.toml ' ||
    fail "/etc/pawnpost/pawnpost.toml is not a conffile"
pass "/etc/pawnpost/pawnpost.toml is a conffile"
bash -c '. /usr/share/bash-completion/completions/pawnpost && complete -p pawnpost' >/dev/null ||
    fail "the bash completion does not load"
pass "the bash completion loads"

uid="$(id -u pawnpost)" || fail "no user pawnpost"
[ "$uid" -lt 1000 ] || fail "pawnpost is no system user (uid $uid)"
if [ "$fresh_user" = true ]; then
    account="$(getent passwd pawnpost | cut -d: -f6,7)"
    [ "$account" = /var/lib/pawnpost:/usr/sbin/nologin ] ||
        fail "postinst made pawnpost with home and shell $account, not /var/lib/pawnpost:/usr/sbin/nologin"
    [ "$(id -gn pawnpost)" = pawnpost ] || fail "pawnpost's group is $(id -gn pawnpost), not pawnpost"
    pass "postinst made the system user pawnpost (uid $uid, group pawnpost, home /var/lib/pawnpost, no login)"
fi
[ "$(stat -c '%U %a' /var/lib/pawnpost)" = "pawnpost 700" ] ||
    fail "/var/lib/pawnpost is $(stat -c '%U %a' /var/lib/pawnpost), not pawnpost 700"
pass "system user pawnpost (uid $uid) owns /var/lib/pawnpost, mode 0700"

# As the service runs: the pawnpost user, in its home.
as_pawnpost() { (cd /var/lib/pawnpost && runuser -u pawnpost -- "$@"); }
config=/etc/pawnpost/pawnpost.toml
out="$(as_pawnpost pawnpost check-config --config "$config" 2>&1)" ||
    fail "check-config failed on the installed config: $out"
grep -q '^config: OK' <<<"$out" || fail "check-config did not say OK: $out"
pass "check-config passes on the installed config as pawnpost"

challenge=$'From: Alice <alice@example.org>\r\nTo: pawnpost@example.org\r\nSubject: a game?\r\nMessage-ID: <deb-package-challenge@example.org>\r\nDate: Mon, 1 Jun 2026 10:00:00 +0000\r\n\r\nChallenge bob@example.org\r\n'
# Through pawnpost-deliver, as the MTA's pipe runs it: no daemon runs, so it becomes
# /usr/bin/pawnpost deliver.
out="$(as_pawnpost pawnpost-deliver --config "$config" <<<"$challenge" 2>&1)" ||
    fail "pawnpost-deliver of a challenge failed: $out"
letters=(/var/lib/pawnpost/spool/alice@example.org/new/*)
[ "${#letters[@]}" -eq 1 ] && [ -f "${letters[0]}" ] ||
    fail "expected one letter to alice in the spool, found: ${letters[*]}"
grep -qi '^Subject:.*confirm' "${letters[0]}" ||
    fail "the letter to alice is no confirmation request: $(grep -i '^Subject:' "${letters[0]}")"
for file in /var/lib/pawnpost/pawnpost.sqlite3 /var/lib/pawnpost/secret "${letters[0]}"; do
    [ "$(stat -c '%U %a' "$file")" = "pawnpost 600" ] ||
        fail "$file is $(stat -c '%U %a' "$file"), not pawnpost 600"
done
pass "pawnpost-deliver as pawnpost answered the challenge with a confirmation request in the spool; database, secret and letter are pawnpost's, 0600"

# An upgrade (the same package again: postinst configure with the installed version)
# keeps the admin's edit of the conffile, the data and the user.
echo "# edited by tests/deb_package.sh" >>"$config"
dpkg -i --force-confold "$deb" >/dev/null
grep -q '^# edited by tests/deb_package.sh$' "$config" || fail "an upgrade lost the admin's edit of $config"
[ "$(id -u pawnpost)" = "$uid" ] || fail "an upgrade changed pawnpost's uid"
out="$(as_pawnpost pawnpost check-db --config "$config" 2>&1)" || fail "check-db after an upgrade: $out"
pass "an upgrade kept the edited config, the user and the database (check-db passes)"

if command -v systemd-analyze >/dev/null; then
    out="$(systemd-analyze verify /lib/systemd/system/pawnpost.service 2>&1)" ||
        fail "systemd-analyze verify: $out"
    [ -z "$out" ] || fail "systemd-analyze verify warns: $out"
    pass "systemd-analyze verify accepts the unit"
else
    say "SKIP systemd-analyze verify: no systemd-analyze on this machine"
fi

dpkg -r pawnpost >/dev/null
[ ! -e /usr/bin/pawnpost ] || fail "dpkg -r left /usr/bin/pawnpost"
[ ! -e /usr/bin/pawnpost-deliver ] || fail "dpkg -r left /usr/bin/pawnpost-deliver"
[ -f /etc/pawnpost/pawnpost.toml ] || fail "dpkg -r removed the config"
[ -f /var/lib/pawnpost/pawnpost.sqlite3 ] || fail "dpkg -r removed the database"
id pawnpost >/dev/null || fail "dpkg -r removed the user"
pass "dpkg -r removed the program and kept config, data and user"

dpkg --purge pawnpost >/dev/null
[ ! -e /etc/pawnpost ] || fail "purge left /etc/pawnpost"
[ -f /var/lib/pawnpost/pawnpost.sqlite3 ] && [ -f /var/lib/pawnpost/secret ] ||
    fail "purge without consent removed the data"
id pawnpost >/dev/null || fail "purge removed the user"
! installed || fail "dpkg still knows pawnpost after purge"
pass "dpkg --purge removed the config and kept the data (pawnpost/purge_data defaults to false) and the user"

# Reinstalled over the kept data, then purged with the admin's consent given ahead.
dpkg -i "$deb" >/dev/null
out="$(as_pawnpost pawnpost check-db --config "$config" 2>&1)" || fail "check-db on the kept data after reinstall: $out"
echo "pawnpost pawnpost/purge_data boolean true" | debconf-set-selections
dpkg --purge pawnpost >/dev/null
forget_consent
[ ! -e /var/lib/pawnpost ] || fail "purge with pawnpost/purge_data true left /var/lib/pawnpost"
pass "reinstalled over the kept data; purge with pawnpost/purge_data preseeded true removed /var/lib/pawnpost"
say "all checks passed in $SECONDS s"
