#!/usr/bin/env python3
"""Self-check of a running pawnpost mail rig (run through tests/mailrig/smoke).

Sends mail through every SMTP port, reads it back over IMAP (plain, STARTTLS,
implicit TLS; TLS always verified against the rig's CA), checks AUTH
acceptance and rejection, that nothing is relayed off the machine, and
measures delivery latency (SMTP accept -> file in Maildir/new) and IMAP IDLE
latency. Prints PASS/FAIL lines and a closing "N passed, N failed" line;
exits 1 when anything failed.
"""

import email
import imaplib
import os
import smtplib
import socket
import ssl
import statistics
import subprocess
import sys
import time
import uuid

RIG = os.environ.get("PAWNPOST_RIG_DIR", "/tmp/pawnpost-mailrig")
HERE = os.path.dirname(os.path.abspath(__file__))


def load_env(path):
    env = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                env[k] = v
    return env


ENV_FILE = os.path.join(RIG, "env")
if not os.path.exists(ENV_FILE):
    print(f"FAIL rig not started: {ENV_FILE} missing (run tests/mailrig/start)")
    print("smoke: 0 passed, 1 failed")
    sys.exit(1)
E = load_env(ENV_FILE)
HOST = E.get("RIG_HOST", "127.0.0.1")
PW = E["RIG_PASSWORD"]
CA = E["RIG_CA_FILE"]
MAIL = E["RIG_MAIL_DIR"]
P_PLAIN = int(E["SMTP_PLAIN_PORT"])
P_SUB = int(E["SMTP_SUBMISSION_PORT"])
P_SMTPS = int(E["SMTP_TLS_PORT"])
P_IMAP = int(E["IMAP_PORT"])
P_IMAPS = int(E["IMAPS_PORT"])

RUN = uuid.uuid4().hex[:10]  # tags every mail of this run
TIMEOUT = 15  # seconds to wait for any single delivery

passed = 0
failed = 0


def check(name, fn):
    """Run one check; fn returns an optional detail string or raises."""
    global passed, failed
    t = time.monotonic()
    try:
        detail = fn()
    except Exception as e:  # noqa: BLE001 - report every failure the same way
        failed += 1
        print(f"FAIL {name}: {type(e).__name__}: {e}", flush=True)
        return None
    passed += 1
    ms = (time.monotonic() - t) * 1000
    print(f"PASS {name}" + (f" ({detail})" if detail else "") + f" [{ms:.0f} ms]", flush=True)
    return detail


def tls_ctx():
    # Verifies the chain against the rig CA and the host name / IP SAN,
    # like rustls with the CA as its only root.
    ctx = ssl.create_default_context(cafile=CA)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    return ctx


def msg(frm, to, subject, body="smoke test body\r\n"):
    return (
        f"From: {frm}\r\nTo: {to}\r\nSubject: {subject}\r\n"
        f"Message-ID: <{uuid.uuid4().hex}@smoke.localhost>\r\n\r\n{body}"
    ).encode()


# ---------------------------------------------------------------- IMAP helpers
def imap_plain(user):
    m = imaplib.IMAP4(HOST, P_IMAP, timeout=10)
    m.login(user, PW)
    return m


def imap_tls(user, host=HOST):
    m = imaplib.IMAP4_SSL(host, P_IMAPS, ssl_context=tls_ctx(), timeout=10)
    m.login(user, PW)
    return m


def imap_find(m, subject, want_header=None, wait=TIMEOUT):
    """SELECT INBOX, wait until a message with `subject` exists, return it."""
    deadline = time.monotonic() + wait
    while True:
        typ, _ = m.select("INBOX", readonly=True)
        assert typ == "OK", "SELECT INBOX failed"
        typ, data = m.search(None, "SUBJECT", f'"{subject}"')
        ids = data[0].split()
        if ids:
            typ, fetched = m.fetch(ids[-1], "(BODY.PEEK[])")
            raw = fetched[0][1]
            parsed = email.message_from_bytes(raw)
            assert parsed["Subject"] == subject, f"wrong message: {parsed['Subject']}"
            return parsed
        if time.monotonic() > deadline:
            raise AssertionError(f"no message with subject {subject!r} after {wait}s")
        time.sleep(0.1)


def maildir_find(user, token, wait=TIMEOUT):
    """Path of the file in user's Maildir (new/ or cur/) that contains token."""
    deadline = time.monotonic() + wait
    base = os.path.join(MAIL, user, "Maildir")
    while True:
        for sub in ("new", "cur"):
            d = os.path.join(base, sub)
            if os.path.isdir(d):
                for name in os.listdir(d):
                    p = os.path.join(d, name)
                    try:
                        with open(p, "rb") as f:
                            if token.encode() in f.read():
                                return p
                    except FileNotFoundError:
                        pass  # moved new -> cur meanwhile
        if time.monotonic() > deadline:
            raise AssertionError(f"no file with {token!r} in {base} after {wait}s")
        time.sleep(0.05)


def reset(*users):
    subprocess.run([os.path.join(HERE, "mailbox-reset"), *users], check=True,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# ------------------------------------------------------------------- timing
def report_start_timings():
    """Print how long `start` took, from the lines it appends to log/start.timings."""
    path = os.path.join(RIG, "log", "start.timings")
    if not os.path.exists(path):
        print("INFO no start timings recorded")
        return
    runs = [dict(kv.split("=", 1) for kv in line.split()) for line in open(path) if "=" in line]

    def show(label, r):
        inst = f", installed {r['installed']}" if r.get("installed") else ""
        print(f"INFO {label}: {r['total']} s (package check/install {r['packages']} s{inst}) at {r['when']}")

    cold = [r for r in runs if r.get("installed")]
    started = [r for r in runs if r.get("postfix") == "started" and not r.get("installed")]
    if cold:
        show("start with package install", cold[-1])
    if started:
        show("start of both daemons, packages present", started[-1])
    show("latest start", runs[-1])


report_start_timings()

reset("smokelat", "smokeidle")

# ------------------------------------------------ 1. swaks through plain SMTP
S_ALICE = f"smoke {RUN} alice"
S_PAWN = f"smoke {RUN} pawnpost"


def swaks_send(to, subject):
    r = subprocess.run(
        ["swaks", "--server", HOST, "--port", str(P_PLAIN), "--from", "smoke@localhost",
         "--to", to, "--header", f"Subject: {subject}", "--body", f"token {RUN}\n"],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, f"swaks exit {r.returncode}: {r.stdout[-500:]}{r.stderr[-500:]}"
    queued = [l for l in r.stdout.splitlines() if "queued as" in l]
    return queued[0].split("<-", 1)[-1].strip() if queued else None


check(f"swaks :{P_PLAIN} -> alice@localhost", lambda: swaks_send("alice@localhost", S_ALICE))
check(f"swaks :{P_PLAIN} -> pawnpost+1-abc@localhost", lambda: swaks_send("pawnpost+1-abc@localhost", S_PAWN))

# ----------------------------------------------------------- 2. read over IMAP
def read_plain(user, subject, login):
    m = imap_plain(login)
    try:
        parsed = imap_find(m, subject)
    finally:
        m.logout()
    return parsed


check(f"IMAP :{P_IMAP} plain LOGIN alice reads alice's mail",
      lambda: read_plain("alice", S_ALICE, "alice") and "found")


def pawn_plain():
    p = read_plain("pawnpost", S_PAWN, "pawnpost@localhost")
    assert p["Delivered-To"] == "pawnpost+1-abc@localhost", f"Delivered-To: {p['Delivered-To']}"
    return "Delivered-To: pawnpost+1-abc@localhost"


check(f"IMAP :{P_IMAP} plain LOGIN pawnpost@localhost reads the +detail mail", pawn_plain)


def starttls_read():
    m = imaplib.IMAP4(HOST, P_IMAP, timeout=10)
    assert "STARTTLS" in m.capabilities, f"no STARTTLS in {m.capabilities}"
    m.starttls(ssl_context=tls_ctx())
    m.login("alice", PW)
    try:
        imap_find(m, S_ALICE)
    finally:
        m.logout()


check(f"IMAP :{P_IMAP} STARTTLS (CA-verified) alice", starttls_read)


def imaps_read(user, subject, host):
    m = imap_tls(user, host)
    try:
        imap_find(m, subject)
        return f"{m.sock.version()}, verified as {host}"
    finally:
        m.logout()


check(f"IMAPS :{P_IMAPS} (CA-verified, IP SAN) alice", lambda: imaps_read("alice", S_ALICE, "127.0.0.1"))
check(f"IMAPS :{P_IMAPS} (CA-verified, DNS SAN) pawnpost", lambda: imaps_read("pawnpost", S_PAWN, "localhost"))


def imap_bad_password():
    m = imaplib.IMAP4(HOST, P_IMAP, timeout=10)
    t = time.monotonic()
    try:
        m.login("alice", PW + "-wrong")
    except imaplib.IMAP4.error:
        dt = time.monotonic() - t
        assert dt < 1.0, f"rejection took {dt:.2f}s (auth_failure_delay not 0?)"
        return f"rejected in {dt * 1000:.0f} ms"
    finally:
        try:
            m.logout()
        except Exception:  # noqa: BLE001
            pass
    raise AssertionError("wrong password accepted")


check(f"IMAP :{P_IMAP} wrong password rejected quickly", imap_bad_password)

# --------------------------------------------------------- 3. SMTP with AUTH
def submission(mech):
    s = smtplib.SMTP(HOST, P_SUB, timeout=10)
    try:
        s.ehlo("smoke.localhost")
        assert not s.has_extn("auth"), "AUTH offered before STARTTLS"
        s.starttls(context=tls_ctx())
        s.ehlo("smoke.localhost")
        s.user, s.password = "alice@localhost", PW
        code, resp = s.auth(mech, getattr(s, "auth_" + mech.lower()))
        assert code == 235, (code, resp)
        subject = f"smoke {RUN} submission {mech}"
        s.sendmail("alice@localhost", ["alice@localhost"], msg("alice@localhost", "alice@localhost", subject))
    finally:
        s.quit()
    maildir_find("alice", subject)
    return f"{mech}, delivered"


check(f"SMTP :{P_SUB} STARTTLS (CA-verified) + AUTH PLAIN", lambda: submission("PLAIN"))
check(f"SMTP :{P_SUB} STARTTLS (CA-verified) + AUTH LOGIN", lambda: submission("LOGIN"))


def swaks_auth_login():
    r = subprocess.run(
        ["swaks", "--server", HOST, "--port", str(P_SUB), "--tls", "--auth", "LOGIN",
         "--auth-user", "bob", "--auth-password", PW, "--from", "bob@localhost",
         "--to", "alice@localhost", "--header", f"Subject: smoke {RUN} swaks-auth"],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, f"swaks exit {r.returncode}: {r.stdout[-500:]}"


check(f"swaks :{P_SUB} --tls --auth LOGIN", swaks_auth_login)


def submission_without_auth():
    s = smtplib.SMTP(HOST, P_SUB, timeout=10)
    try:
        s.starttls(context=tls_ctx())
        s.ehlo("smoke.localhost")
        s.mail("alice@localhost")
        code, resp = s.rcpt("alice@localhost")
        assert code >= 500, f"unauthenticated RCPT accepted: {code} {resp}"
        return f"{code} {resp.decode()[:40]}"
    finally:
        s.quit()


check(f"SMTP :{P_SUB} without AUTH is refused", submission_without_auth)


def smtps(user, password, host="localhost"):
    s = smtplib.SMTP_SSL(host, P_SMTPS, context=tls_ctx(), timeout=10)
    try:
        s.ehlo("smoke.localhost")
        s.login(user, password)
        subject = f"smoke {RUN} smtps"
        s.sendmail("bob@localhost", ["alice@localhost"], msg("bob@localhost", "alice@localhost", subject))
        ver = s.sock.version()
    finally:
        s.quit()
    maildir_find("alice", subject)
    return f"{ver}, delivered"


check(f"SMTPS :{P_SMTPS} implicit TLS (CA-verified) + AUTH", lambda: smtps("bob", PW))


def smtps_bad_password():
    try:
        smtps("bob", PW + "-wrong")
    except smtplib.SMTPAuthenticationError as e:
        return f"{e.smtp_code}"
    raise AssertionError("wrong password accepted")


check(f"SMTPS :{P_SMTPS} wrong password rejected", smtps_bad_password)

# ------------------------------------------------- 4. nothing leaves the box
def no_relay():
    # default_transport/relay_transport are "error:", which Postfix's smtpd
    # turns into an immediate 550 at RCPT time: nothing is queued for
    # another host and no DNS lookup happens.
    s = smtplib.SMTP(HOST, P_PLAIN, timeout=10)
    try:
        s.ehlo("smoke.localhost")
        s.mail("smoke@localhost")
        code, resp = s.rcpt("someone@example.org")
    finally:
        s.quit()
    assert code == 550 and b"delivers to @localhost only" in resp, f"{code} {resp!r}"
    return f"{code} {resp.decode()}"


check("mail to someone@example.org is not relayed", no_relay)

# ------------------------------------------------------- 5. delivery latency
def latency(n=10):
    newdir = os.path.join(MAIL, "smokelat", "Maildir", "new")
    s = smtplib.SMTP(HOST, P_PLAIN, timeout=10)
    samples = []
    try:
        for i in range(n):
            before = set(os.listdir(newdir)) if os.path.isdir(newdir) else set()
            s.sendmail("smoke@localhost", ["smokelat@localhost"],
                       msg("smoke@localhost", "smokelat@localhost", f"smoke {RUN} lat {i}"))
            t0 = time.monotonic()  # DATA answered 250: accepted
            while True:
                if os.path.isdir(newdir) and set(os.listdir(newdir)) - before:
                    break
                if time.monotonic() - t0 > TIMEOUT:
                    raise AssertionError(f"message {i} not in {newdir} after {TIMEOUT}s")
                time.sleep(0.001)
            samples.append((time.monotonic() - t0) * 1000)
    finally:
        s.quit()
    return (f"SMTP accept -> Maildir/new: median {statistics.median(samples):.0f} ms, "
            f"min {min(samples):.0f}, max {max(samples):.0f}, n={n}")


lat = check("delivery latency", latency)

# ----------------------------------------------------------- 6. IDLE latency
def idle_latency(n=5):
    m = imap_plain("smokeidle")
    samples = []
    try:
        m.select("INBOX")
        m.sock.settimeout(TIMEOUT)
        s = smtplib.SMTP(HOST, P_PLAIN, timeout=10)
        try:
            for i in range(n):
                tag = m._new_tag().decode()
                m.send(f"{tag} IDLE\r\n".encode())
                line = m.readline()
                assert line.startswith(b"+"), f"IDLE not accepted: {line!r}"
                s.sendmail("smoke@localhost", ["smokeidle@localhost"],
                           msg("smoke@localhost", "smokeidle@localhost", f"smoke {RUN} idle {i}"))
                t0 = time.monotonic()
                while True:
                    line = m.readline()
                    if not line:
                        raise AssertionError("connection closed during IDLE")
                    if line.rstrip().endswith(b"EXISTS"):
                        break
                samples.append((time.monotonic() - t0) * 1000)
                m.send(b"DONE\r\n")
                while True:  # drain to the tagged OK
                    line = m.readline()
                    if line.startswith(tag.encode()):
                        assert b" OK" in line, line
                        break
        finally:
            s.quit()
    finally:
        m.logout()
    return (f"SMTP accept -> '* N EXISTS' in IDLE: median {statistics.median(samples):.0f} ms, "
            f"min {min(samples):.0f}, max {max(samples):.0f}, n={n}")


check(f"IMAP IDLE on :{P_IMAP} wakes on delivery", idle_latency)

print(f"smoke: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
