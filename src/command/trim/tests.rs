//! The trimmer's rules, one behaviour per test; the tables' languages one by one.

use super::*;

fn trim(text: &str) -> Trimmed {
    trim_reply(text, &OwnTexts::new())
}

fn body(text: &str) -> String {
    trim(text).body
}

#[test]
fn plain_text_stays() {
    assert_eq!(body("Nf3\n\nNice move!\n"), "Nf3\n\nNice move!");
    assert_eq!(body("\n\n  e4  \n\n\n\nbye\n\n"), "  e4\n\nbye");
}

#[test]
fn quoted_lines_go_at_any_depth() {
    assert_eq!(body("e4\n> Your move\n> > older\n>> oldest\n"), "e4");
}

#[test]
fn bottom_posted_text_is_kept() {
    let text = "On Mon, 1 Jan 2024 10:00:00 +0100, pawnpost wrote:\n\
                > 8 | r n b q k b n r |\n> Your move.\n\nNf3\n\nThanks, Anna\n";
    assert_eq!(body(text), "Nf3\n\nThanks, Anna");
}

#[test]
fn interleaved_replies_keep_every_own_part() {
    let text = "> Do you offer a draw?\nNo.\n> Your move.\nNf3\n";
    assert_eq!(body(text), "No.\nNf3");
}

#[test]
fn english_reply_headers_in_one_two_or_three_lines() {
    for header in [
        "On Mon, Jan 1, 2024 at 10:00 AM pawnpost <pawnpost+1-abcdefghijklmnop@example.org> wrote:",
        "On Mon, Jan 1, 2024 at 10:00 AM pawnpost <pawnpost+1-abcdefghijklmnop@example.org>\nwrote:",
        "On Mon, Jan 1, 2024 at 10:00 AM pawnpost <\npawnpost+1-abcdefghijklmnop@example.org> wrote:",
        "On Mon, Jan 1, 2024 at\n10:00 AM pawnpost\n<pawnpost@example.org> wrote:",
        "On 1 Jan 2024, at 10:00, pawnpost <pawnpost@example.org> wrote:",
        "On 01/01/2024 10:00, pawnpost wrote:",
    ] {
        let text = format!("e4\n\n{header}\n\n> Your move.\n");
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "e4", "{header}");
        assert!(trimmed.had_quote);
    }
}

#[test]
fn german_and_french_reply_headers() {
    for header in [
        "Am 01.01.2024 um 10:00 schrieb pawnpost <pawnpost@example.org>:",
        "Am Mo., 1. Jan. 2024 um 10:00 Uhr schrieb pawnpost <\npawnpost@example.org>:",
        "pawnpost <pawnpost@example.org> hat am 01.01.2024 10:00 geschrieben:",
        "Le 1 janv. 2024 à 10:00, pawnpost <pawnpost@example.org> a écrit :",
        "Le lun. 1 janv. 2024 à 10:00, pawnpost <pawnpost@example.org> a\nécrit :",
    ] {
        let text = format!("Sf3\n\n{header}\n> Ihr Zug.\n");
        assert_eq!(body(&text), "Sf3", "{header}");
    }
}

#[test]
fn custom_attributions_above_a_quote() {
    let text =
        "* pawnpost <pawnpost@example.org> [2024-01-21 09:12 +0100]:\n> Your move.\n\nNxe4\n";
    assert_eq!(body(text), "Nxe4");
    // Without a quote below, a line ending in a colon is the player's.
    assert_eq!(body("My move at 10:\nNxe4\n"), "My move at 10:\nNxe4");
}

#[test]
fn a_header_without_a_quote_below_cuts_the_rest() {
    let text = "e4\n\nOn Mon, Jan 1, 2024 at 10:00 AM pawnpost wrote:\n\nYour move.\nReply with e.g. Nf3\n";
    assert_eq!(body(text), "e4");
}

#[test]
fn indentation_quotes_after_a_header() {
    let text = "On Mon, Jan 1, 2024 at 10:00 AM pawnpost wrote:\n\
                \t8 | r n b q k b n r |\n\n\tReply with your move, e.g. Nf3, or: Resign\n\nd4\n";
    assert_eq!(body(text), "d4");
}

#[test]
fn indented_pawnpost_text_without_header() {
    let text = "Nc6\n\n    [pawnpost #4] Your move\n    8 | r n b q k b n r |\n    Resign\n";
    assert_eq!(body(text), "Nc6");
}

#[test]
fn outlook_separators_cut_the_rest() {
    for separator in [
        "-----Original Message-----",
        "-----Ursprüngliche Nachricht-----",
        "-----Message d'origine-----",
        "-------- Original-Nachricht --------",
        "---------- Forwarded message ---------",
        "Begin forwarded message:",
    ] {
        let text = format!("e4\n{separator}\nFrom: pawnpost\nResign\n");
        assert_eq!(body(&text), "e4", "{separator}");
    }
}

#[test]
fn outlook_header_blocks_cut_the_rest() {
    for block in [
        "From: pawnpost <pawnpost@example.org>\nSent: Monday, January 1, 2024 10:00 AM\nTo: Anna <anna@example.org>\nSubject: [pawnpost #1] Your move",
        "________________________________\nFrom: pawnpost <pawnpost@example.org>\nSent: Monday, January 1, 2024 10:00 AM\nTo: Anna\nSubject: RE: [pawnpost #1]",
        "Von: pawnpost [mailto:pawnpost@example.org]\nGesendet: Montag, 1. Januar 2024 10:00\nAn: Anna\nBetreff: AW: [pawnpost #1]",
        "Gesendet: Montag, 01. Januar 2024 um 10:00 Uhr\nVon: \"pawnpost\" <pawnpost@example.org>\nAn: anna@gmx.de\nBetreff: [pawnpost #1]",
        "De : pawnpost <pawnpost@example.org>\nEnvoyé : lundi 1 janvier 2024 10:00\nÀ : Anna\nObjet : RE: [pawnpost #1]",
        "*From:* pawnpost <pawnpost@example.org>\n*Sent:* Monday\n*To:* Anna\n*Subject:* x",
    ] {
        let text = format!("e4\n\n{block}\n\nYour move.\nResign\n");
        assert_eq!(body(&text), "e4", "{block}");
    }
}

#[test]
fn a_from_line_of_the_player_is_text() {
    let text = "From: the look of it, e4 is best.\ne4\nTo: you, good luck\n";
    assert_eq!(body(text), text.trim_end());
}

#[test]
fn numbered_lines_are_not_quotes() {
    let text = "1. I move e4\n2. I offer a draw\n";
    assert_eq!(body(text), text.trim_end());
}

#[test]
fn signatures_are_cut() {
    let cases = [
        (
            "e4\n-- \nAnna Schmidt\nChess club\n",
            "Anna Schmidt\nChess club",
        ),
        ("e4\n--\nAnna\n", "Anna"),
        ("e4\n\nSent from my iPhone\n", "Sent from my iPhone"),
        (
            "e4\n\nSent from my Samsung Galaxy smartphone.\n",
            "Sent from my Samsung Galaxy smartphone.",
        ),
        (
            "e4\n\nVon meinem iPhone gesendet\n",
            "Von meinem iPhone gesendet",
        ),
        ("e4\n\nEnvoyé de mon iPhone\n", "Envoyé de mon iPhone"),
        (
            "e4\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>\n",
            "Get Outlook for Android<https://aka.ms/AAb9ysg>",
        ),
    ];
    for (text, signature) in cases {
        let trimmed = trim(text);
        assert_eq!(trimmed.body, "e4", "{text}");
        assert_eq!(trimmed.signature.as_deref(), Some(signature), "{text}");
    }
}

#[test]
fn quotes_only() {
    let trimmed =
        trim("\nOn Mon, 1 Jan 2024, pawnpost wrote:\n> Your move.\n\nSent from my iPhone\n");
    assert!(trimmed.quoted_only);
    assert_eq!(trimmed.body, "");
    let empty = trim("  \n\n");
    assert!(!empty.quoted_only);
    assert!(!empty.had_quote);
}

#[test]
fn removing_quotes_can_reveal_a_header() {
    let text = "e4\nOn 5 May pawnpost\n> x\nwrote:\n";
    let once = trim(text);
    assert_eq!(once.body, "e4");
    assert_eq!(trim(&once.body).body, once.body);
}

/// One language's forms as its clients write them, each checked on its own.
struct Forms {
    language: QuoteLanguage,
    /// Reply headers (folded ones with `\n`).
    headers: &'static [&'static str],
    /// Header blocks of copied messages.
    blocks: &'static [&'static str],
    /// Separator and forwarded-message lines.
    separators: &'static [&'static str],
    /// Signature lines of mail apps.
    signatures: &'static [&'static str],
}

const ADDRESS: &str = "pawnpost+7-k7qmz3xw5rtyb2na@example.org";

fn forms() -> Vec<Forms> {
    use QuoteLanguage::*;
    vec![
        Forms {
            language: English,
            headers: &[
                "On Mon, Jan 15, 2024 at 9:12 AM pawnpost <ADDR> wrote:",
                "On Jan 15, 2024, at 09:12, pawnpost <ADDR> wrote:",
                "On 15/01/2024 09:12, pawnpost wrote:",
                "On Monday, January 15, 2024, 09:12:00 AM GMT+1, pawnpost <ADDR> wrote:",
                "On Mon, Jan 15, 2024 at 9:12 AM, pawnpost <ADDR> wrote:",
                "On Mon, Jan 15, 2024 at 9:12 AM pawnpost <\nADDR> wrote:",
                "On Mon, Jan 15, 2024 at 9:12 AM pawnpost <ADDR\n>:\nwrote:",
                "--- On Mon, 1/15/24, pawnpost <ADDR> wrote:",
                "At 09:12 15/01/2024, you wrote:",
                "pawnpost <ADDR> wrote:",
                "On Mon, 15 Jan 2024 09:12:00 +0100 pawnpost <ADDR> wrote",
            ],
            blocks: &[
                "From: pawnpost <ADDR>\nSent: Monday, January 15, 2024 9:12 AM\nTo: Anna Schmidt <anna@example.com>\nSubject: [pawnpost #7] Your move",
                "From: pawnpost <ADDR>\nReply-To: pawnpost <ADDR>\nDate: Monday, 15 January 2024 at 09:12\nTo: Anna <anna@example.com>\nSubject: [pawnpost #7] Your move",
                "*From:* pawnpost [mailto:ADDR]\n*Sent:* Monday, January 15, 2024 9:12 AM\n*To:* Anna\n*Subject:* Your move",
            ],
            separators: &[
                "-----Original Message-----",
                "----- Original Message -----",
                "*-------- Original Message --------*",
                "---------- Forwarded message ---------",
                "Begin forwarded message:",
            ],
            signatures: &[
                "Sent from my iPhone",
                "Sent from my Galaxy",
                "Sent from Outlook",
                "Sent from Mail for Windows",
                "Get Outlook for Android",
                "Sent with Proton Mail secure email.",
            ],
        },
        Forms {
            language: German,
            headers: &[
                "Am Mo., 15. Jan. 2024 um 09:12 Uhr schrieb pawnpost <ADDR>:",
                "Am 15.01.2024 um 09:12 schrieb pawnpost <ADDR>:",
                "Am 15.01.24 um 09:12 schrieb pawnpost:",
                "pawnpost <ADDR> hat am 15. Januar 2024 um 09:12 geschrieben:",
                "Zitat von pawnpost <ADDR>:",
            ],
            blocks: &[
                "Von: pawnpost <ADDR>\nGesendet: Montag, 15. Januar 2024 09:12\nAn: Anna Schmidt\nBetreff: AW: [pawnpost #7] Sie sind am Zug",
                "Gesendet: Montag, 15. Januar 2024 um 09:12 Uhr\nVon: \"pawnpost\" <ADDR>\nAn: anna@gmx.de\nBetreff: [pawnpost #7]",
            ],
            separators: &[
                "-----Ursprüngliche Nachricht-----",
                "-------- Original-Nachricht --------",
                "---------- Weitergeleitete Nachricht ---------",
                "Anfang der weitergeleiteten Nachricht:",
            ],
            signatures: &[
                "Von meinem iPhone gesendet",
                "Gesendet von meinem iPad",
                "Gesendet mit der WEB.DE Mail App",
                "Von meinem Samsung Galaxy Smartphone gesendet.",
                "Diese Nachricht wurde von meinem Android-Mobiltelefon mit GMX Mail gesendet.",
            ],
        },
        Forms {
            language: French,
            headers: &[
                "Le lun. 15 janv. 2024 à 09:12, pawnpost <ADDR> a écrit :",
                "Le 15 janv. 2024 à 09:12, pawnpost <ADDR> a écrit :",
                "Le 15/01/2024 à 09:12, pawnpost a écrit :",
                "Le lundi 15 janvier 2024 à 09:12:00 UTC+1, pawnpost <ADDR> a\nécrit :",
            ],
            blocks: &[
                "De : pawnpost <ADDR>\nEnvoyé : lundi 15 janvier 2024 09:12\nÀ : Camille\nObjet : RE: [pawnpost #7]",
                "Message du 15/01/24 09:12\nDe : \"pawnpost\" <ADDR>\nA : camille@orange.fr\nObjet : [pawnpost #7]",
                "De: pawnpost <ADDR>\nDate: lun. 15 janv. 2024 à 09:12\nSujet: [pawnpost #7]\nÀ: Camille",
            ],
            separators: &[
                "-----Message d'origine-----",
                "-------- Message original --------",
                "---------- Message transféré ---------",
                "Début du message réexpédié :",
            ],
            signatures: &[
                "Envoyé de mon iPhone",
                "Envoyé depuis mon appareil Galaxy",
                "Envoyé à partir de Outlook pour Android",
                "Obtenir Outlook pour iOS",
            ],
        },
        Forms {
            language: Spanish,
            headers: &[
                "El lun, 15 ene 2024 a las 9:12, pawnpost (<ADDR>) escribió:",
                "El 15 ene 2024, a las 9:12, pawnpost <ADDR> escribió:",
                "El 15/01/24 a las 09:12, pawnpost escribió:",
            ],
            blocks: &[
                "De: pawnpost <ADDR>\nEnviado: lunes, 15 de enero de 2024 9:12\nPara: Lucía\nAsunto: RE: [pawnpost #7]",
                "De: pawnpost <ADDR>\nEnviado el: lunes, 15 de enero de 2024 9:12\nPara: Lucía\nCC: Pablo\nAsunto: [pawnpost #7]",
            ],
            separators: &[
                "-----Mensaje original-----",
                "---------- Mensaje reenviado ---------",
                "Inicio del mensaje reenviado:",
            ],
            signatures: &[
                "Enviado desde mi iPhone",
                "Enviado desde mi smartphone Samsung Galaxy.",
            ],
        },
        Forms {
            language: Italian,
            headers: &[
                "Il giorno lun 15 gen 2024 alle ore 09:12 pawnpost <ADDR> ha\nscritto:",
                "Il giorno 15 gen 2024, alle ore 09:12, pawnpost <ADDR> ha scritto:",
                "Il 15/01/24 09:12, pawnpost ha scritto:",
                "In data 15 gennaio 2024 09:12:00 \"pawnpost\" <ADDR> ha scritto:",
            ],
            blocks: &[
                "Da: pawnpost <ADDR>\nInviato: lunedì 15 gennaio 2024 09:12\nA: Marco\nOggetto: R: [pawnpost #7]",
                "Da: pawnpost\nRisposta: pawnpost <ADDR>\nData: lunedì 15 gennaio 2024 09:12\nA: Marco\nOggetto: [pawnpost #7]",
            ],
            separators: &[
                "-----Messaggio originale-----",
                "---------- Messaggio inoltrato ---------",
                "Inizio messaggio inoltrato:",
            ],
            signatures: &[
                "Inviato da iPhone",
                "Inviato dal mio smartphone Samsung Galaxy.",
                "Inviato da Libero Mail per Android",
            ],
        },
        Forms {
            language: Portuguese,
            headers: &[
                "Em seg., 15 de jan. de 2024 às 09:12, pawnpost <ADDR> escreveu:",
                "Em 15 de jan. de 2024, à(s) 09:12, pawnpost <ADDR> escreveu:",
                "Em 15 de janeiro de 2024 às 09:12:00, pawnpost (\nADDR) escreveu:",
            ],
            blocks: &[
                "De: pawnpost <ADDR>\nEnviado: segunda-feira, 15 de janeiro de 2024 09:12\nPara: João\nAssunto: RE: [pawnpost #7]",
                "De: pawnpost <ADDR>\nEnviada em: segunda-feira, 15 de janeiro de 2024 09:12\nPara: João\nAssunto: [pawnpost #7]",
            ],
            separators: &[
                "-----Mensagem original-----",
                "---------- Mensagem encaminhada ---------",
                "Início da mensagem encaminhada:",
            ],
            signatures: &[
                "Enviado do meu iPhone",
                "Enviado do Yahoo Mail para Android",
            ],
        },
        Forms {
            language: Dutch,
            headers: &[
                "Op ma 15 jan. 2024 om 09:12 schreef pawnpost <ADDR>:",
                "Op 15 jan. 2024 om 09:12 heeft pawnpost <ADDR> het volgende geschreven:",
                "Op 15-01-2024 om 09:12 schreef pawnpost:",
                "Op 15 januari 2024 09:12 schreef pawnpost <ADDR> het\nvolgende:",
            ],
            blocks: &[
                "Van: pawnpost <ADDR>\nVerzonden: maandag 15 januari 2024 09:12\nAan: Daan\nOnderwerp: RE: [pawnpost #7]",
            ],
            separators: &[
                "-----Oorspronkelijk bericht-----",
                "---------- Doorgestuurd bericht ---------",
                "Begin doorgestuurd bericht:",
            ],
            signatures: &[
                "Verzonden vanaf mijn iPhone",
                "Verstuurd vanaf mijn Samsung Galaxy-smartphone.",
            ],
        },
        Forms {
            language: Danish,
            headers: &[
                "Den man. 15. jan. 2024 kl. 09.12 skrev pawnpost <ADDR>:",
                "Den 15. jan. 2024 kl. 09.12 skrev pawnpost <ADDR>:",
                "man. 15. jan. 2024 kl. 09.12 skrev pawnpost <\nADDR>:",
            ],
            blocks: &[
                "Fra: pawnpost <ADDR>\nSendt: 15. januar 2024 09:12\nTil: Freja\nEmne: SV: [pawnpost #7]",
                "Fra: pawnpost <ADDR>\nDato: 15.01.2024  09.12  (GMT+01:00)\nTil: freja@example.dk\nEmne: [pawnpost #7]",
            ],
            separators: &[
                "-----Oprindelig meddelelse-----",
                "-------- Oprindelig besked --------",
                "Start på videresendt besked:",
            ],
            signatures: &["Sendt fra min iPhone", "Sendt fra min iPad"],
        },
        Forms {
            language: Norwegian,
            headers: &[
                "Den 15. jan. 2024 kl. 09:12 skrev pawnpost <ADDR>:",
                "man. 15. jan. 2024 kl. 09:12 skrev pawnpost <ADDR\n>:",
            ],
            blocks: &[
                "Fra: pawnpost <ADDR>\nSendt: mandag 15. januar 2024 09:12\nTil: Ola\nKopi: Kari\nEmne: SV: [pawnpost #7]",
            ],
            separators: &[
                "-----Opprinnelig melding-----",
                "---------- Videresendt melding ----------",
                "Start på videresendt melding:",
            ],
            signatures: &["Sendt fra min iPhone", "Sendt fra mitt nettbrett"],
        },
        Forms {
            language: Swedish,
            headers: &[
                "Den mån 15 jan. 2024 kl 09:12 skrev pawnpost <ADDR>:",
                "15 jan. 2024 kl. 09:12 skrev pawnpost <ADDR>:",
            ],
            blocks: &[
                "Från: pawnpost <ADDR>\nSkickat: den 15 januari 2024 09:12\nTill: Elsa\nÄmne: SV: [pawnpost #7]",
            ],
            separators: &[
                "-----Ursprungligt meddelande-----",
                "---------- Vidarebefordrat meddelande ----------",
                "Början av vidarebefordrat meddelande:",
            ],
            signatures: &[
                "Skickat från min iPhone",
                "Skickades från min Samsung Galaxy-smartphone.",
            ],
        },
        Forms {
            language: Finnish,
            headers: &[
                "ma 15. tammik. 2024 klo 9.12 pawnpost (<ADDR>) kirjoitti:",
                "ma 15. tammikuuta 2024 klo 9.12 pawnpost\n<ADDR> kirjoitti:",
                "15.1.2024 kello 9.12, pawnpost <ADDR> kirjoitti:",
            ],
            blocks: &[
                "Lähettäjä: pawnpost <ADDR>\nLähetetty: maanantai 15. tammikuuta 2024 9.12\nVastaanottaja: Aino\nAihe: VS: [pawnpost #7]",
            ],
            separators: &[
                "-----Alkuperäinen viesti-----",
                "---------- Välitetty viesti ----------",
            ],
            signatures: &[
                "Lähetetty iPhonesta",
                "Lähetetty Samsung Galaxy -älypuhelimesta",
            ],
        },
        Forms {
            language: Polish,
            headers: &[
                "pon., 15 sty 2024 o 09:12 pawnpost <ADDR> napisał(a):",
                "W dniu 15.01.2024 o 09:12, pawnpost pisze:",
                "W dniu 2024-01-15 09:12:00 użytkownik pawnpost <ADDR> napisał:",
                "Dnia 15 stycznia 2024 09:12 pawnpost <ADDR> napisał(a):",
            ],
            blocks: &[
                "Od: pawnpost <ADDR>\nWysłano: poniedziałek, 15 stycznia 2024 09:12\nDo: Kasia\nTemat: RE: [pawnpost #7]",
            ],
            separators: &[
                "-----Oryginalna wiadomość-----",
                "---------- Wiadomość przekazana ----------",
                "Początek przekazywanej wiadomości:",
            ],
            signatures: &["Wysłane z iPhone'a", "Wysłano z mojego urządzenia Galaxy"],
        },
        Forms {
            language: Czech,
            headers: &[
                "po 15. 1. 2024 v 9:12 odesílatel pawnpost <ADDR> napsal:",
                "Dne 15. 1. 2024 v 9:12 pawnpost napsal(a):",
            ],
            blocks: &[
                "Od: pawnpost <ADDR>\nOdesláno: pondělí 15. ledna 2024 9:12\nKomu: Jana\nPředmět: RE: [pawnpost #7]",
                "Od: pawnpost <ADDR>\nKomu: jana@seznam.cz\nDatum: 15. 1. 2024 9:12:00\nPředmět: [pawnpost #7]",
            ],
            separators: &[
                "---------- Původní e-mail ----------",
                "-----Původní zpráva-----",
            ],
            signatures: &["Odesláno z iPhonu", "Odesláno z mého telefonu"],
        },
        Forms {
            language: Russian,
            headers: &[
                "1 янв. 2024 г. 10:00 пользователь pawnpost <ADDR> написал:",
                "15 янв. 2024 г., в 09:12, pawnpost <ADDR> написал(а):",
                "15.01.2024 09:12, pawnpost пишет:",
            ],
            blocks: &[
                "От: pawnpost <ADDR>\nОтправлено: ‎понедельник‎, ‎15‎ ‎января‎ ‎2024‎ г. ‎9‎:‎12\nКому: Иван\nТема: RE: [pawnpost #7]",
            ],
            separators: &[
                "-----Исходное сообщение-----",
                "-------- Пересылаемое сообщение --------",
                "Начало переадресованного сообщения:",
            ],
            signatures: &[
                "Отправлено с iPhone",
                "Отправлено из мобильной Почты Mail.ru",
            ],
        },
        Forms {
            language: Ukrainian,
            headers: &[
                "пн, 15 січ. 2024 р. о 09:12 pawnpost <ADDR> пише:",
                "15 січ. 2024 р. 09:12 користувач \"pawnpost\" <ADDR> написав:",
            ],
            blocks: &[
                "Від: pawnpost <ADDR>\nНадіслано: 15 січня 2024 р. 9:12\nКому: Олена\nТема: RE: [pawnpost #7]",
            ],
            separators: &[
                "-----Оригінальне повідомлення-----",
                "---------- Переслане повідомлення ---------",
            ],
            signatures: &["Надіслано з iPhone"],
        },
        Forms {
            language: Turkish,
            headers: &[
                "15 Oca 2024 Pzt, saat 09:12 tarihinde pawnpost <ADDR> şunu yazdı:",
                "15 Oca 2024 tarihinde 09:12 saatinde, pawnpost <ADDR> şunları yazdı:",
            ],
            blocks: &[
                "Kimden: pawnpost <ADDR>\nGönderildi: 15 Ocak 2024 Pazartesi 09:12\nKime: Elif\nKonu: YNT: [pawnpost #7]",
            ],
            separators: &[
                "-----Özgün İleti-----",
                "---------- İletilen ileti ----------",
            ],
            signatures: &["iPhone'umdan gönderildi"],
        },
        Forms {
            language: Japanese,
            headers: &[
                "2024/01/15 9:12、pawnpost <ADDR>のメール:",
                "2024/01/15 9:12 pawnpost さんは書きました:",
            ],
            blocks: &[
                "差出人: pawnpost <ADDR>\n送信日時: 2024年1月15日 9:12\n宛先: Haruto\n件名: RE: [pawnpost #7]",
            ],
            separators: &[
                "-----元のメッセージ-----",
                "---------- 転送されたメッセージ ----------",
            ],
            signatures: &["iPhoneから送信"],
        },
        Forms {
            language: Chinese,
            headers: &[
                "在 2024年1月15日 星期一 09:12，pawnpost <ADDR> 写道：",
                "pawnpost <ADDR> 于2024年1月15日周一 09:12写道：",
                "於 2024年1月15日 週一 09:12，pawnpost <ADDR> 寫道：",
            ],
            blocks: &[
                "发件人: pawnpost <ADDR>\n发送时间: 2024年1月15日 9:12\n收件人: Wei\n主题: 回复: [pawnpost #7]",
                "寄件者: pawnpost <ADDR>\n寄件日期: 2024年1月15日 上午 09:12\n收件者: Wei\n主旨: 回覆: [pawnpost #7]",
            ],
            separators: &[
                "------------------ 原始邮件 ------------------",
                "-----原始郵件-----",
            ],
            signatures: &["发自我的iPhone", "从我的 iPhone 发送", "寄自我的 iPhone"],
        },
        Forms {
            language: Hungarian,
            headers: &["2024. jan. 15., H, 9:12 pawnpost <ADDR> ezt írta:"],
            blocks: &[
                "Feladó: pawnpost <ADDR>\nElküldve: 2024. január 15. 9:12\nCímzett: Bence\nTárgy: RE: [pawnpost #7]",
            ],
            separators: &["-----Eredeti üzenet-----"],
            signatures: &["Küldve az iPhone-omról"],
        },
    ]
}

#[test]
fn every_language_has_forms_here() {
    let tested: Vec<QuoteLanguage> = forms().iter().map(|f| f.language).collect();
    for table in languages::TABLES {
        assert!(
            tested.contains(&table.language),
            "{} untested",
            table.language
        );
    }
}

#[test]
fn reply_headers_of_every_language_above_a_quote() {
    for forms in forms() {
        for header in forms.headers {
            let header = header.replace("ADDR", ADDRESS);
            let text =
                format!("e4\n\nGood luck!\n\n{header}\n\n> Your move.\n> Deadline: 1 March.\n");
            let trimmed = trim(&text);
            assert_eq!(trimmed.body, "e4\n\nGood luck!", "{header}");
            let reason = trimmed.cuts[0].reason;
            assert!(
                matches!(reason, CutReason::AttributionLine { language } if language.is_none_or(|l| l == forms.language || same_family(l, forms.language))),
                "{header}: {reason:?}"
            );
            assert_eq!(trimmed.cuts[0].lines.start, 4, "{header}");
        }
    }
}

/// Languages whose clients write the same words (Danish and Norwegian).
fn same_family(a: QuoteLanguage, b: QuoteLanguage) -> bool {
    use QuoteLanguage::{Danish, Norwegian, Swedish};
    [Danish, Norwegian, Swedish].contains(&a) && [Danish, Norwegian, Swedish].contains(&b)
}

#[test]
fn certain_reply_headers_of_every_language_without_a_quote() {
    for forms in forms() {
        for header in forms.headers {
            // "Anna wrote:" forms without address or date only count above a quote.
            let certain = header.contains("ADDR") || header.bytes().any(|b| b.is_ascii_digit());
            if !certain {
                continue;
            }
            let header = header.replace("ADDR", ADDRESS);
            let text = format!("e4\n\n{header}\n\nYour move.\nDeadline: 1 March.\n");
            assert_eq!(body(&text), "e4", "{header}");
        }
    }
}

#[test]
fn header_blocks_of_every_language() {
    for forms in forms() {
        for block in forms.blocks {
            let block = block.replace("ADDR", ADDRESS);
            let text = format!("e4\nThanks!\n\n{block}\n\nYour move.\nReply with Resign\n");
            let trimmed = trim(&text);
            assert_eq!(trimmed.body, "e4\nThanks!", "{block}");
            let reason = trimmed.cuts[0].reason;
            assert!(
                matches!(reason, CutReason::HeaderBlock { .. }),
                "{block}: {reason:?}"
            );
            // Directly below the player's line, without a blank line, too.
            let text = format!("e4\n{block}\nYour move.\n");
            assert_eq!(body(&text), "e4", "{block}");
        }
    }
}

#[test]
fn separators_of_every_language() {
    for forms in forms() {
        for separator in forms.separators {
            let text = format!("e4\n\n{separator}\nYour move.\nResign\n");
            let trimmed = trim(&text);
            assert_eq!(trimmed.body, "e4", "{separator}");
            assert!(
                matches!(trimmed.cuts[0].reason, CutReason::Separator { .. }),
                "{separator}: {:?}",
                trimmed.cuts[0].reason
            );
        }
    }
}

#[test]
fn signatures_of_every_language() {
    for forms in forms() {
        for signature in forms.signatures {
            let text = format!("e4\n\n{signature}\n");
            let trimmed = trim(&text);
            assert_eq!(trimmed.body, "e4", "{signature}");
            assert_eq!(trimmed.signature.as_deref(), Some(*signature));
            assert!(
                matches!(
                    trimmed.cuts[0].reason,
                    CutReason::Signature { language: Some(_) }
                ),
                "{signature}"
            );
        }
    }
}

#[test]
fn a_reply_paragraph_directly_above_the_header_stays() {
    for (text, kept) in [
        (
            "e4\n\nYour plan with the bishop looks dangerous and I need more time for it, so\nhere is a quiet move instead.\nOn Mon, Jan 15, 2024 at 9:12 AM pawnpost <p@example.org> wrote:\n\n> Your move.\n",
            "e4\n\nYour plan with the bishop looks dangerous and I need more time for it, so\nhere is a quiet move instead.",
        ),
        (
            "e4\nOn second thought, no draw\nOn Mon, Jan 15, 2024 at 9:12 AM pawnpost <p@example.org> wrote:\n> Your move.\n",
            "e4\nOn second thought, no draw",
        ),
        (
            "e4\nSee you at 10:00\nAm 15.01.2024 um 09:12 schrieb pawnpost <p@example.org>:\n> Ihr Zug.\n",
            "e4\nSee you at 10:00",
        ),
        (
            "e4\nThanks!\nAnna <anna@example.org> wrote:\n> Your move.\n",
            "e4\nThanks!",
        ),
        (
            "e4\nGood game so far\nOn Mon, Jan 15, 2024 at 9:12 AM pawnpost <\np@example.org> wrote:\n\nYour move.\n",
            "e4\nGood game so far",
        ),
    ] {
        assert_eq!(body(text), kept, "{text}");
    }
}

#[test]
fn date_and_sender_headers_without_a_verb() {
    for header in [
        "2024-01-15 9:12 GMT+01:00 pawnpost <p@example.org>:",
        "15.01.2024, 09:12, \"pawnpost\" <p@example.org>:",
        "пн, 15 янв. 2024 г. в 09:12, pawnpost <p@example.org>:",
        "Monday, 15 January 2024, 9:12 AM +03:00 from pawnpost <p@example.org>:",
        "Понедельник, 15 января 2024, 9:12 +03:00 от pawnpost <p@example.org>:",
        "9:12 AM, January 15, 2024, \"pawnpost\" <p@example.org>:",
        "2024年1月15日(月) 9:12 pawnpost <p@example.org>:",
        "2024-01-15 9:12 GMT+01:00 pawnpost <\np@example.org>:",
    ] {
        let text = format!("e4\n\n{header}\n\nYour move.\n");
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "e4", "{header}");
        assert_eq!(
            trimmed.cuts[0].reason,
            CutReason::AttributionLine { language: None },
            "{header}"
        );
    }
    // Without a colon, only above a quote (`>` or `|`).
    let text = "e4\n\n2024/1/15 pawnpost <p@example.org>\n\n| Your move.\n| Resign\n";
    assert_eq!(body(text), "e4");
    let text = "e4\n\n2024/1/15 I mailed p@example.org\n\nYour move.\n";
    assert_eq!(body(text), text.trim());
}

#[test]
fn prose_with_dates_and_addresses_is_no_header() {
    for text in [
        "e4\nI will be away from 2024-01-15 to 2024-01-20, write to anna@example.org.\nThanks",
        "e4\nOn Monday I wrote to you about the draw offer.\nBye",
        "e4\nOn Monday at 10:00 I mailed anna@example.org\nShe agreed.",
        "e4\nMy move at 10:15:\nNxe4",
        "From: the look of it, e4 is best.\ne4\nTo: you, good luck",
        "e4\nDa: domani gioco meglio\nA: presto",
    ] {
        assert_eq!(body(text), text, "{text}");
    }
}

#[test]
fn zoho_and_yahoo_headers_head_top_posted_history() {
    for header in [
        "---- On Mon, 15 Jan 2024 09:12:00 +0100 pawnpost <p@example.org> wrote ----",
        "---- On Mon, 15 Jan 2024 09:12:00 +0100 p@example.org wrote ----",
        "--- On Mon, 1/15/24, pawnpost <p@example.org> wrote:",
    ] {
        let text = format!("e4\n\n{header}\n\n   Your move.\nDeadline: 1 March.\n");
        assert_eq!(body(&text), "e4", "{header}");
    }
}

#[test]
fn a_quoted_line_wrapped_without_its_mark_is_quoted() {
    let text = "e4\n\nOn Mon, Jan 15, 2024 at 9:12 AM pawnpost <p@example.org> wrote:\n\
                > Your opponent played a long and careful move, and wrote to you: \"this is a\n\
                secret plan\"\n>\n> Your move.\n";
    assert_eq!(body(text), "e4");
    // A short quoted line is no wrapped one: an answer below it stays.
    assert_eq!(body("> Draw?\nno thanks\n> Your move.\n"), "no thanks");
}

#[test]
fn decoration_above_copied_history_goes_with_it() {
    let text = "e4\n\n*****\n\nVon: pawnpost <p@example.org>\nGesendet: Montag, 15. Januar 2024 09:12\nAn: Jonas\nBetreff: [pawnpost #7]\n\nSie sind am Zug.\n";
    assert_eq!(body(text), "e4");
}

#[test]
fn an_outlook_header_broken_by_its_address() {
    let text = "e4\n\nOn Mon, 15 Jan 2024 at 09:12 pawnpost\n\n<\nmailto:pawnpost <p@example.org>\n> wrote:\n\nYour move.\n";
    assert_eq!(body(text), "e4");
}

#[test]
fn our_footer_marker_ends_the_reply() {
    let text = "Nf3\n\nWhite to move.\n-- pawnpost --\nReply with your move, for example Nf3.\n";
    let trimmed = trim(text);
    assert_eq!(trimmed.body, "Nf3\n\nWhite to move.");
    assert_eq!(trimmed.cuts[0].reason, CutReason::OwnText);
}

#[test]
fn cuts_say_what_was_removed_and_why() {
    let text = "e4\r\n\r\nSent from my iPhone\r\n\r\nOn Mon, Jan 15, 2024 at 9:12 AM pawnpost <p@example.org>\r\nwrote:\r\n\r\n> Your move.\r\n>\r\n> Resign\r\n";
    let trimmed = trim(text);
    assert_eq!(trimmed.body, "e4");
    let cuts: Vec<(Range<usize>, String)> = trimmed
        .cuts
        .iter()
        .map(|cut| (cut.lines.clone(), cut.reason.to_string()))
        .collect();
    assert_eq!(
        cuts,
        [
            (2..3, "signature added by a mail app (English)".to_owned()),
            (4..6, "reply header (English)".to_owned()),
            (7..10, "quoted with >".to_owned()),
        ]
    );
    // Regions found in a later pass still name the input's lines.
    let once = trim("e4\nOn 5 May pawnpost\n> x\nwrote:\n");
    let header = CutReason::AttributionLine {
        language: Some(QuoteLanguage::English),
    };
    assert_eq!(
        once.cuts,
        [
            Cut {
                lines: 1..2,
                reason: header
            },
            Cut {
                lines: 2..3,
                reason: CutReason::QuotePrefix
            },
            Cut {
                lines: 3..4,
                reason: header
            },
        ]
    );
}

/// Reply headers of languages no table knows, as their clients write them: found by
/// their shape (an address after a date or time, a colon at the end).
const SHAPE_HEADERS: &[&str] = &[
    // Greek: Gmail, Gmail folded inside the name, Apple Mail.
    "Στις Δευ 15 Ιαν 2024 στις 10:42, η pawnpost <ADDR> έγραψε:",
    "Στις Δευ 15 Ιαν 2024 στις 10:42, ο χρήστης pawnpost Chess Server <\nADDR> έγραψε:",
    "Στις Δευ 15 Ιαν 2024 στις 10:42, η pawnpost <ADDR>\nέγραψε:",
    "15 Ιαν 2024, 10:42 π.μ., ο χρήστης pawnpost <ADDR> έγραψε:",
    // Korean, Vietnamese, Romanian, Estonian, Croatian, Bulgarian (Gmail).
    "2024년 1월 15일 (월) 오전 10:42, pawnpost <ADDR>님이 작성:",
    "Vào Th 2, 15 thg 1, 2024 vào lúc 10:42 pawnpost <ADDR> đã viết:",
    "Pe lun., 15 ian. 2024 la 10:42, pawnpost <ADDR> a scris:",
    "E, 15. jaanuar 2024 kell 10:42 pawnpost <ADDR> kirjutas:",
    "pon, 15. sij 2024. u 10:42 pawnpost <ADDR> napisao je:",
    "На пн, 15.01.2024 г. в 10:42 ч. pawnpost <ADDR> написа:",
    // Indonesian (a dotted time), Thai, Arabic.
    "Pada tanggal Sen, 15 Jan 2024 pukul 10.42 pawnpost <ADDR> menulis:",
    "เมื่อ วันจันทร์ที่ 15 มกราคม 2024 10:42 pawnpost <ADDR> เขียนว่า:",
    "في الاثنين، 15 يناير 2024 في 10:42 ص تمت كتابة ما يلي بواسطة pawnpost <ADDR>:",
    // Hebrew, with the bidirectional marks Gmail puts around it.
    "\u{202B}בתאריך יום ב׳, 15 בינו׳ 2024 ב-10:42 מאת \u{202A}pawnpost\u{202C}\u{200F} <\u{202A}ADDR\u{202C}\u{200F}>:\u{202C}",
    // A bare address.
    "15/01/2024 10:42, ADDR kirjutas:",
];

/// The attributions the issue names whose words a table knows (Turkish, Polish) or whose
/// shape was known before (Japanese): the tables stay the precise path.
const TABLE_HEADERS: &[(&str, Option<QuoteLanguage>)] = &[
    (
        "15 Oca 2024 Pzt, 10:42 tarihinde pawnpost <ADDR> şunu yazdı:",
        Some(QuoteLanguage::Turkish),
    ),
    (
        "W dniu 15.01.2024 o 10:42, pawnpost pisze:",
        Some(QuoteLanguage::Polish),
    ),
    ("2024年1月15日(月) 10:42 pawnpost <ADDR>:", None),
];

#[test]
fn attributions_by_shape_above_a_quote() {
    let shaped = SHAPE_HEADERS.iter().map(|h| (*h, None));
    for (header, language) in shaped.chain(TABLE_HEADERS.iter().copied()) {
        let header = header.replace("ADDR", ADDRESS);
        let text = format!("Nf3\n\nGood luck!\n\n{header}\n\n> Your move.\n> Deadline: 1 March.\n");
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "Nf3\n\nGood luck!", "{header}");
        assert_eq!(
            trimmed.cuts[0].reason,
            CutReason::AttributionLine { language },
            "{header}"
        );
        assert_eq!(trimmed.cuts[0].lines.start, 4, "{header}");
    }
}

#[test]
fn attributions_by_shape_above_unquoted_history() {
    let shaped = SHAPE_HEADERS.iter().map(|h| (*h, None));
    for (header, language) in shaped.chain(TABLE_HEADERS.iter().copied()) {
        let header = header.replace("ADDR", ADDRESS);
        let text = format!(
            "Nf3\n\nGood luck!\n{header}\n\nBob Example played 3... a6.\nYour move.\nDeadline: 1 March.\n"
        );
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "Nf3\n\nGood luck!", "{header}");
        assert_eq!(
            trimmed.cuts[0].reason,
            CutReason::AttributionLine { language },
            "{header}"
        );
        assert_eq!(trimmed.cuts[0].lines.start, 3, "{header}");
    }
}

#[test]
fn name_only_attributions_by_shape_need_a_quote_or_a_header_block() {
    // A name, a date and a time, the colon at the end: Greek Thunderbird.
    let header = "Στις 15/1/2024 10:42 π.μ., ο/η pawnpost έγραψε:";
    let text = format!("Nf3\n\n{header}\n> Your move.\n");
    assert_eq!(body(&text), "Nf3");
    let text = format!(
        "Nf3\n\n{header}\nΑπό: pawnpost <{ADDRESS}>\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\nΠρος: alice@example.org\nΘέμα: Your move\n\nYour move.\n"
    );
    let trimmed = trim(&text);
    assert_eq!(trimmed.body, "Nf3");
    assert_eq!(
        trimmed.cuts[0].reason,
        CutReason::AttributionLine { language: None }
    );
    // History copied unquoted below a name only is not recognised without our own text
    // (see `own_texts::a_name_only_header_above_our_unquoted_text`).
    let text = format!("Nf3\n\n{header}\nYour move.\n");
    assert_eq!(body(&text), text.trim());
}

#[test]
fn a_short_line_of_the_player_is_no_fold_of_a_header() {
    let header = format!("Στις Δευ 15 Ιαν 2024 στις 10:42, η pawnpost <{ADDRESS}> έγραψε:");
    for below in ["> Your move.\n", "Your move.\nResign\n"] {
        let text = format!("Nf3\nSee you at 10:00\n{header}\n{below}");
        assert_eq!(body(&text), "Nf3\nSee you at 10:00", "{below}");
    }
    // "Alice έγραψε:" alone names no date: the date of the line above is the player's.
    let text = "Nf3\nSee you on 15.01.2024\nat 10:00 pawnpost έγραψε:\n> Your move.\n";
    assert_eq!(
        body(text),
        "Nf3\nSee you on 15.01.2024\nat 10:00 pawnpost έγραψε:"
    );
}

/// Separators and the header below them, in languages (or words) no table knows.
const SHAPE_SEPARATORS: &[&str] = &[
    "-------- Αρχικό μήνυμα --------\nΑπό: pawnpost <ADDR>\nΗμερομηνία: 15/01/2024 10:42 (GMT+02:00)\nΠρος: alice@example.org\nΘέμα: Your move",
    "---------- Προωθημένο μήνυμα ---------\nΑπό: pawnpost <ADDR>\nΘέμα: Your move",
    "-------- Переадресованное сообщение --------\nОт: pawnpost <ADDR>\nДата: Понедельник, 15 января 2024, 10:42 +03:00\nКому: alice@example.org",
    "-------- 转发的邮件 --------\n\n发件人: pawnpost <ADDR>\n日期: 2024年1月15日 10:42",
    "---------- 전달된 메일 ---------\n보낸사람: pawnpost <ADDR>\n날짜: 2024년 1월 15일 (월) 오전 10:42\n제목: Your move\n받는사람: alice@example.org",
    "===== Mensaxe orixinal =====\nDe: pawnpost <ADDR>\nData: 15/01/2024 10:42",
];

/// Separators the issue names that the tables know, with a header below.
const TABLE_SEPARATORS: &[(&str, QuoteLanguage)] = &[
    (
        "-------- Исходное сообщение --------\nОт: pawnpost <ADDR>\nДата: 15.01.2024 10:42",
        QuoteLanguage::Russian,
    ),
    (
        "-------- 原始邮件 --------\n发件人: pawnpost <ADDR>\n发送时间: 2024年1月15日 10:42",
        QuoteLanguage::Chinese,
    ),
    (
        "----- Forwarded Message -----\nFrom: pawnpost <ADDR>\nDate: 15.01.2024 10:42",
        QuoteLanguage::English,
    ),
];

#[test]
fn separators_by_shape_above_a_header() {
    let shaped = SHAPE_SEPARATORS.iter().map(|s| (*s, None));
    let known = TABLE_SEPARATORS.iter().map(|(s, l)| (*s, Some(*l)));
    for (separator, language) in shaped.chain(known) {
        let separator = separator.replace("ADDR", ADDRESS);
        let text = format!("e4\n\nGood luck!\n\n{separator}\n\nYour move.\nResign\n");
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "e4\n\nGood luck!", "{separator}");
        assert_eq!(
            trimmed.cuts[0],
            Cut {
                lines: 4..5,
                reason: CutReason::Separator { language }
            },
            "{separator}"
        );
    }
}

#[test]
fn a_header_run_onto_the_separator_line() {
    for (line, language) in [
        (
            "-----Original Message----- From: pawnpost <ADDR> Sent: Monday, January 15, 2024 10:42 To: Anna Schmidt Subject: [pawnpost #7] Your move",
            Some(QuoteLanguage::English),
        ),
        (
            "-----Ursprüngliche Nachricht----- Von: pawnpost <ADDR> Gesendet: Montag, 15. Januar 2024 10:42 An: Anna Schmidt Betreff: [pawnpost #7] Sie sind am Zug gegen Bob Example, bitte antworten Sie mit Ihrem Zug",
            Some(QuoteLanguage::German),
        ),
        (
            "-------- Αρχικό μήνυμα -------- Από: pawnpost <ADDR> Στάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42 Προς: Anna Θέμα: Your move",
            None,
        ),
    ] {
        let line = line.replace("ADDR", ADDRESS);
        let text = format!("e4\nThanks!\n{line}\nYour move.\nResign\n");
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "e4\nThanks!", "{line}");
        assert_eq!(
            trimmed.cuts[0].reason,
            CutReason::Separator { language },
            "{line}"
        );
    }
}

/// Header blocks of copied messages in languages no table knows.
const SHAPE_BLOCKS: &[&str] = &[
    // Greek Outlook, with its rule and with the blank lines of an HTML conversion.
    "Από: pawnpost <ADDR>\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\nΠρος: alice@example.org\nΘέμα: [pawnpost #7] Your move",
    "________________________________\nΑπό: pawnpost <ADDR>\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42 πμ\nΠρος: Alice\nΘέμα: RE: [pawnpost #7] Your move",
    "Από: pawnpost <ADDR>\n\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\n\nΠρος: alice@example.org\n\nΘέμα: [pawnpost #7] Your move",
    "*Από:* pawnpost <ADDR>\n*Στάλθηκε:* Δευτέρα, 15 Ιανουαρίου 2024 10:42\n*Προς:* Alice\n*Θέμα:* Your move",
    // Korean, Vietnamese, Hebrew Outlook.
    "보낸 사람: pawnpost <ADDR>\n보낸 날짜: 2024년 1월 15일 월요일 오전 10:42\n받는 사람: Alice\n제목: RE: [pawnpost #7] Your move",
    "Từ: pawnpost <ADDR>\nĐã gửi: Thứ Hai, ngày 15 tháng 1 năm 2024 10:42\nĐến: Alice\nChủ đề: RE: [pawnpost #7] Your move",
    "מאת: pawnpost <ADDR>\nנשלח: יום שני 15 ינואר 2024 10:42\nאל: Alice\nנושא: RE: [pawnpost #7] Your move",
    // Its date first, as GMX writes it, with a long recipient list wrapped.
    "Skickat: 15.01.2024 10:42\nLähettäjä ja osoite: pawnpost <ADDR>\nVastaanottajat: alice@example.org, bob@example.org,\ncarol@example.org\nOtsikko: Your move",
];

#[test]
fn header_blocks_by_shape() {
    for block in SHAPE_BLOCKS {
        let block = block.replace("ADDR", ADDRESS);
        let text = format!("e4\nThanks!\n\n{block}\n\nYour move.\nReply with Resign\n");
        let trimmed = trim(&text);
        assert_eq!(trimmed.body, "e4\nThanks!", "{block}");
        assert!(
            matches!(trimmed.cuts[0].reason, CutReason::HeaderBlock { .. }),
            "{block}: {:?}",
            trimmed.cuts[0].reason
        );
        // Directly below the player's line, without a blank line, too.
        let text = format!("e4\n{block}\nYour move.\n");
        assert_eq!(body(&text), "e4", "{block}");
    }
}

#[test]
fn shapes_that_stay_the_players() {
    for text in [
        // A date and a time and a colon, but no sender and no quote below.
        "Nf3\nLet's meet on 2024-01-15 at 10:00:\nBring the clock.",
        "Nf3\nMy move for 15.01: the knight",
        // An address after the time, or a sentence after the address.
        "Nf3\nSend the PGN to anna@example.org before 10:00:\nThanks",
        "Nf3\nAt 10:00 I wrote to anna@example.org and she did not answer me at all:\nOdd.",
        "Nf3\nIn 2024 I played 20 games against bob@example.org:\nall draws",
        // A lone field, and fields without an address and a dated time.
        "From: my heart\nNf3",
        "From: my heart",
        "Nf3\nNote: I am away from 15.01.2024 10:00\nBack: 20.01.2024\nWhy: holidays",
        "Nf3\nWhite: Anna <anna@example.org>\nBlack: Bob <bob@example.org>\nResult: 1-0",
        // A rule of dashes alone, or around a title, dividing the player's own text.
        "Nf3\n\n-----\n\nAnalysis: the bishop is strong.\nBye",
        "Nf3\n\n----- My analysis -----\nThe bishop is strong on 15.01.2024 at 10:00.\nTo: you",
        "Nf3\n\n===== Notes =====\n\nDate: whenever you like",
        // Numbered lines with colons, dates and addresses.
        "1. Date: 15.01.2024 10:00\n2. Email: anna@example.org\n3. Move: Nf3",
        "1. e4 e5\n2. Nf3 Nc6 at 10:00:\n3. Bb5",
    ] {
        assert_eq!(body(text), text, "{text}");
    }
    // Above a quote, a date alone does not make a header: the player's line stays.
    assert_eq!(
        body("Nf3\nMy move for 15.01:\n> Your move.\n"),
        "Nf3\nMy move for 15.01:"
    );
    assert_eq!(
        body("Nf3\nAbout point 3:\n> Your move.\n"),
        "Nf3\nAbout point 3:"
    );
}

#[test]
fn known_limit_a_dated_line_above_a_quote_is_a_header() {
    // A name-only header has this shape too (a date, a time, the colon at the end); above
    // a quote, the line goes with it.
    assert_eq!(
        body("Nf3\nLet's meet on 2024-01-15 at 10:00:\n> Your move.\n"),
        "Nf3"
    );
}

#[test]
fn cuts_by_shape_name_no_language() {
    let text = format!(
        "e4\n\n-------- Αρχικό μήνυμα --------\nΑπό: pawnpost <{ADDRESS}>\nΘέμα: Your move\n"
    );
    let reasons: Vec<String> = trim(&text)
        .cuts
        .iter()
        .map(|cut| cut.reason.to_string())
        .collect();
    assert_eq!(
        reasons,
        [
            "separator of a copied or forwarded message",
            "copied message below a header or separator"
        ]
    );
    let text = format!(
        "e4\n\nΑπό: pawnpost <{ADDRESS}>\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\nΠρος: Alice\n"
    );
    assert_eq!(
        trim(&text).cuts[0].reason.to_string(),
        "header block of a copied message"
    );
}

mod own_texts {
    use super::*;

    const SENT: &str = "Bob Example played 3... a6.\n\n8 | r . b q k b n r |\n\nWhite (Anna Schmidt) to move. Deadline: 14 February 2024.\nBob says: Your bishop looks lonely.\n\n-- pawnpost --\nReply with your move, for example Nf3; you may add Request Draw, or send Resign.\n";

    fn own() -> OwnTexts {
        OwnTexts::from_texts([SENT])
    }

    #[test]
    fn our_mail_pasted_without_marks_under_a_header_in_any_language() {
        for header in [
            "",
            "Bob Example kirjutas 15.01.2024:",
            "15.01.2024 kl 09:12 lazim pawnpost:",
            "Ngày 15 tháng 1 năm 2024, pawnpost đã viết:",
        ] {
            let text = format!(
                "Ba4\n\nNice try.\n\n{header}\nBob Example played 3... a6. White (Anna Schmidt) to\nmove. Deadline: 14 February 2024.\nBob says: Your bishop looks lonely.\n"
            );
            let trimmed = trim_reply(&text, &own());
            assert_eq!(trimmed.body, "Ba4\n\nNice try.", "{header}");
            assert!(trimmed.cuts.iter().any(|c| c.reason == CutReason::OwnText));
            if !header.is_empty() {
                assert_eq!(trimmed.cuts[0].lines, 4..5, "{header}");
            }
        }
    }

    #[test]
    fn our_mail_quoted_under_an_unknown_header() {
        let text = "Ba4\n\nBob Example kirjutas 15.01.2024 kell 9:12:\n\n> Bob Example played 3... a6.\n>\n> White (Anna Schmidt) to move. Deadline: 14 February 2024.\n\nCheers, Anna\n";
        let trimmed = trim_reply(text, &own());
        assert_eq!(trimmed.body, "Ba4\n\nCheers, Anna");
    }

    #[test]
    fn our_mail_indented_below_the_player_text() {
        let text = "Ba4\n\n    Bob Example played 3... a6.\n    White (Anna Schmidt) to move. Deadline: 14 February 2024.\n\nSee you!\n";
        assert_eq!(trim_reply(text, &own()).body, "Ba4\n\nSee you!");
    }

    /// Issue 35, item 6: the "challenge sent" letter repeats the player's command; a
    /// reply whose only line is that command is the player's, while the same line
    /// heading a copy of the letter is ours.
    #[test]
    fn a_line_of_ours_alone_is_the_players_and_ours_only_in_context() {
        let sent = "Challenge sent to carol@example.org: she plays White.\n\nChallenge carol@example.org black 5 days per move\n\nWhen she accepts, the game begins and you hear from me.\n";
        let own = OwnTexts::from_texts([sent]);
        let command = "Challenge carol@example.org black 5 days per move";
        for reply in [command.to_owned(), format!("\n{command}\n\nThanks!\n")] {
            let trimmed = trim_reply(&reply, &own);
            assert_eq!(trimmed.body, reply.trim(), "{reply:?}");
            assert!(!trimmed.quoted_only, "{reply:?}");
        }
        // The letter copied below the command, without quote marks: from its first line
        // on, a run of our lines.
        let pasted = format!("Resign\n\n{sent}");
        assert_eq!(trim_reply(&pasted, &own).body, "Resign");
        // Quoted, or under a reply header, even the one line is ours.
        let quoted = format!("Resign\n\n> {command}\n");
        assert_eq!(trim_reply(&quoted, &own).body, "Resign");
        let headed = format!(
            "Resign\n\nOn Mon, 15 Jan 2024 at 09:12, pawnpost <pawnpost@example.org> wrote:\n{command}\n"
        );
        assert_eq!(trim_reply(&headed, &own).body, "Resign");
    }

    #[test]
    fn a_phrase_of_ours_in_the_player_text_stays() {
        let text = "Ba4\n\nYou say my bishop looks lonely? It has friends.\nBob Example played 3... a6 and I am fine.\n";
        assert_eq!(trim_reply(text, &own()).body, text.trim_end());
    }

    #[test]
    fn without_own_texts_our_sentences_stay() {
        let text = "Ba4\n\nBob Example played 3... a6. White (Anna Schmidt) to move.\n";
        assert_eq!(trim(text).body, text.trim_end());
        assert_eq!(trim_reply(text, &own()).body, "Ba4");
    }

    /// Our mail as Outlook in Greek copies it below the reply: a rule, a header block in
    /// Greek, our text unquoted.
    fn greek_outlook(block: &str) -> String {
        format!(
            "Nf3\n\nΚαλή κίνηση!\n\n{block}\n\nBob Example played 3... a6.\n\n8 | r . b q k b n r |\n\nWhite (Anna Schmidt) to move. Deadline: 14 February 2024.\nBob says: Your bishop looks lonely.\n"
        )
    }

    #[test]
    fn the_greek_outlook_reply_passes_no_header_line() {
        // The block above our text, and whether it is found without our text too.
        for (block, without_own) in [
            (
                "________________________________\nΑπό: pawnpost <pawnpost+7-k7qmz3xw5rtyb2na@example.org>\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\nΠρος: alice@example.org\nΘέμα: [pawnpost #7] Your move against Bob Example",
                true,
            ),
            (
                "Από: pawnpost <pawnpost@example.org>\n\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\n\nΠρος: alice@example.org\n\nΘέμα: [pawnpost #7] Your move against Bob Example",
                true,
            ),
            (
                "-------- Αρχικό μήνυμα --------\nΑπό: pawnpost <pawnpost@example.org>\nΘέμα: [pawnpost #7]",
                true,
            ),
            // Outlook names a known sender without the address; two fields below a rule.
            (
                "________________________________\nΑπό: pawnpost\nΗμερομηνία: 15/01/2024 10:42",
                false,
            ),
            // The same from an HTML conversion that left no rule: the next field directly
            // below the name.
            (
                "Από: pawnpost\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\nΠρος: Γιώργος\nΘέμα: [pawnpost #7]",
                false,
            ),
        ] {
            let text = greek_outlook(block);
            let mut owns = vec![own()];
            if without_own {
                owns.push(OwnTexts::new());
            }
            for own in owns {
                let trimmed = trim_reply(&text, &own);
                assert_eq!(trimmed.body, "Nf3\n\nΚαλή κίνηση!", "{block}");
                assert_eq!(trimmed.cuts[0].lines.start, 4, "{block}");
                assert!(
                    matches!(
                        trimmed.cuts[0].reason,
                        CutReason::HeaderBlock { language: None }
                            | CutReason::Separator { language: None }
                    ),
                    "{block}: {:?}",
                    trimmed.cuts[0].reason
                );
            }
        }
    }

    #[test]
    fn a_name_only_header_above_our_unquoted_text() {
        let text = "Nf3\n\nΣτις 15/1/2024 10:42 π.μ., ο/η Bob Example έγραψε:\nBob Example played 3... a6. White (Anna Schmidt) to\nmove. Deadline: 14 February 2024.\n";
        let trimmed = trim_reply(text, &own());
        assert_eq!(trimmed.body, "Nf3");
        assert_eq!(trimmed.cuts[0].lines, 2..3);
    }

    #[test]
    fn a_titled_rule_above_our_text_in_any_language() {
        let text = "Nf3\n\n---------- Προωθημένο μήνυμα ----------\nBob Example played 3... a6. White (Anna Schmidt) to\nmove. Deadline: 14 February 2024.\n";
        let trimmed = trim_reply(text, &own());
        assert_eq!(trimmed.body, "Nf3");
        assert_eq!(
            trimmed.cuts[0],
            Cut {
                lines: 2..3,
                reason: CutReason::Separator { language: None }
            }
        );
    }
}
