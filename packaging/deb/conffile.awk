# Makes /etc/pawnpost/pawnpost.toml from config/pawnpost.toml (scripts/package runs it),
# so the packaged file documents every key the example does, with the same words:
# - the example's header gives way to one about the installed system;
# - relative "var/..." paths move under /var/lib/pawnpost (the service's home);
# - [inbound] and [outbound] default to the local Maildir spool, which needs no mail
#   server, and keep the example's IMAP and SMTP keys commented below; [outbound] also
#   shows the SMTP lines for answering through the MTA that pipes mail in.
# The result is checked where it matters: tests/deb_package.sh runs check-config and a
# deliver against the installed file.

BEGIN { in_header = 1; section = "" }

# The example's header runs up to its first section.
in_header && /^\[/ { in_header = 0; print_header() }
in_header { next }

/^\[/ {
    section = $0
    gsub(/[][]/, "", section)
    print
    if (section == "inbound") print_inbound()
    if (section == "outbound") print_outbound()
    next
}

{ gsub(/"var\//, "\"/var/lib/pawnpost/") }

# The example's IMAP and SMTP settings, kept as comments under the spool default.
(section == "inbound" || section == "outbound") && /^[a-z_]+ = / { print "# " $0; next }

{ print }

function print_header() {
    print "# pawnpost: /etc/pawnpost/pawnpost.toml, as the Debian package installs it."
    print "#"
    print "# Out of the box pawnpost needs no mail server: it reads mail dropped into the"
    print "# Maildir /var/lib/pawnpost/spool/pawnpost/ and writes each reply into"
    print "# /var/lib/pawnpost/spool/<recipient>/. To play by mail for real, set [server]"
    print "# address and admin, then either"
    print "#   - read a mailbox by IMAP and send by SMTP: uncomment the keys below the spool"
    print "#     default in [inbound] and [outbound], or"
    print "#   - let your MTA hand each mail to `pawnpost deliver` through its pipe"
    print "#     (Postfix's master.cf line and Exim's transport: /usr/share/doc/pawnpost/deploy.md.gz,"
    print "#     \"Behind the MTA's pipe\") and answer through that MTA by SMTP on 127.0.0.1"
    print "#     (the commented lines at the top of [outbound])."
    print "# Then check, as the pawnpost user (files pawnpost creates must be its own), and start:"
    print "#     runuser -u pawnpost -- pawnpost check-config --config /etc/pawnpost/pawnpost.toml"
    print "#     systemctl enable --now pawnpost"
    print "#"
    print "# Every key is optional; the value shown is the default unless the comment says"
    print "# otherwise. Misspelt keys are errors: the message names the key and the line, and"
    print "# lists the keys the section accepts. Every key: /usr/share/doc/pawnpost/config.md.gz."
    print "# Passwords never go in this file: password_file (mode 0600, owned by pawnpost) or"
    print "# password_env with an EnvironmentFile= in a drop-in (systemctl edit pawnpost)."
    print "# Purging the package keeps /var/lib/pawnpost unless you answer the question it asks."
    print ""
}

function print_inbound() {
    print "# The package's default: the local Maildir spool. For IMAP, replace these two lines"
    print "# by the commented keys below, from kind = \"imap\" on."
    print "kind = \"maildir\""
    print "path = \"/var/lib/pawnpost/spool/pawnpost\""
    print ""
}

function print_outbound() {
    print "# The package's default: each reply written to /var/lib/pawnpost/spool/<recipient>/."
    print "# For SMTP, replace these two lines by the commented keys below, from kind = \"smtp\""
    print "# on. Behind the MTA's pipe, answer through that MTA on this machine instead:"
    print "#   kind = \"smtp\""
    print "#   host = \"127.0.0.1\""
    print "#   port = 25"
    print "#   tls = \"none\""
    print "kind = \"maildir\""
    print "path = \"/var/lib/pawnpost/spool\""
    print ""
}
