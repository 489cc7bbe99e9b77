# shellcheck shell=bash disable=SC2034  # variables are used by the sourcing scripts
# Shared settings and helpers for the pawnpost mail rig scripts
# (start, stop, mailbox-reset, smoke). Sourced, never run.
#
# Every knob can be overridden from the environment; the defaults are what
# tests/mailrig/README.md documents.

RIG="${PAWNPOST_RIG_DIR:-/tmp/pawnpost-mailrig}"
# Postfix and Dovecot want absolute paths everywhere.
case "$RIG" in
  /*) ;;
  *) RIG="$PWD/$RIG" ;;
esac
RIG="${RIG%/}"

SMTP_PLAIN_PORT="${SMTP_PLAIN_PORT:-2525}"
SMTP_SUBMISSION_PORT="${SMTP_SUBMISSION_PORT:-2587}"
SMTP_TLS_PORT="${SMTP_TLS_PORT:-2465}"
IMAP_PORT="${IMAP_PORT:-1143}"
IMAPS_PORT="${IMAPS_PORT:-1993}"
RIG_PASSWORD="${RIG_PASSWORD:-secret}"
RIG_HOST=127.0.0.1
# Dovecot's plain IMAP port also listens here, advertising less (an older
# server), for the client's fallbacks: no MOVE (RFC 6851) but UIDPLUS; and
# neither MOVE nor UIDPLUS (RFC 4315). Loopback answers on all of 127/8.
RIG_HOST_NO_MOVE=127.0.0.2
RIG_HOST_NO_UIDPLUS=127.0.0.3
RIG_DOMAIN=localhost
# Unprivileged system account that owns every Maildir (Dovecot refuses to
# touch mail as root, and Postfix/Dovecot should not run user code as root).
RIG_MAIL_USER="${RIG_MAIL_USER:-mailrig}"
# Unprivileged system account that Postfix's pipe transport runs
# `pawnpost deliver` as (docs/deploy.md: user=pawnpost).
RIG_PIPE_USER="${RIG_PIPE_USER:-pawnpost}"
# Mail to this local part at localhost (+detail included) goes through the
# pipe to the pawnpost installation in $PIPE_DIR, not to Dovecot.
RIG_PIPE_LOCAL="${RIG_PIPE_LOCAL:-pawnpipe}"
# Seconds start waits for the daemons' ports before giving up.
RIG_START_TIMEOUT="${RIG_START_TIMEOUT:-30}"

PF_ETC="$RIG/postfix/etc"       # Postfix config_directory (main.cf, master.cf)
PF_SPOOL="$RIG/postfix/spool"   # Postfix queue_directory
PF_DATA="$RIG/postfix/data"     # Postfix data_directory
DC_CONF="$RIG/dovecot/dovecot.conf"
DC_RUN="$RIG/dovecot/run"       # Dovecot base_dir (sockets, master.pid)
DC_STATE="$RIG/dovecot/state"   # Dovecot state_dir
TLS_DIR="$RIG/tls"
MAIL_DIR="$RIG/mail"            # $MAIL_DIR/<user>/Maildir
LOG_DIR="$RIG/log"
# The pipe's pawnpost: $PIPE_DIR/pawnpost-deliver (the front, which becomes
# $PIPE_DIR/pawnpost deliver when no daemon takes the mail) runs with
# --config $PIPE_DIR/pawnpost.toml; a test puts the binaries and the config there.
PIPE_DIR="$RIG/pipe"
# Marker that says "this directory is a mail rig": stop --wipe refuses to
# delete a directory without it.
RIG_MARKER="$RIG/.pawnpost-mailrig"

RIG_PORTS=("$SMTP_PLAIN_PORT" "$SMTP_SUBMISSION_PORT" "$SMTP_TLS_PORT" "$IMAP_PORT" "$IMAPS_PORT")

rig_log() { printf 'mailrig: %s\n' "$*" >&2; }
rig_die() { printf 'mailrig: ERROR: %s\n' "$*" >&2; exit 1; }

# Take the rig lock on fd 9 so that concurrent start/stop/reset calls (e.g.
# from parallel test binaries) serialize. Every daemon launched while the
# lock is held must get `9>&-`, or it would keep the lock forever.
rig_lock() {
  mkdir -p "$RIG"
  exec 9>>"$RIG/.lock"
  flock -w 300 9 || rig_die "could not lock $RIG/.lock within 300 s"
}

# True when something accepts TCP connections on 127.0.0.1:$1.
port_open() {
  timeout 2 bash -c "exec 3<>/dev/tcp/${2:-127.0.0.1}/$1" 2>/dev/null
}

postfix_running() {
  [ -f "$PF_ETC/main.cf" ] && command -v postfix >/dev/null &&
    postfix -c "$PF_ETC" status </dev/null >/dev/null 2>&1
}

dovecot_pid() {
  local pid
  [ -f "$DC_RUN/master.pid" ] || return 1
  pid="$(cat "$DC_RUN/master.pid" 2>/dev/null)" || return 1
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  # Guard against a stale pid file whose pid was reused by another program.
  grep -q dovecot "/proc/$pid/comm" 2>/dev/null || return 1
  printf '%s\n' "$pid"
}

dovecot_running() { dovecot_pid >/dev/null; }
