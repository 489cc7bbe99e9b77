//! What mail clients write around quoted history, one table per language.
//!
//! Each table holds, as regular expressions matched case-insensitively against a whole
//! line (a reply header folded over several lines is joined with single spaces first):
//!
//! - `led`: reply headers that open with a word of their own ("On", "Am", "Le", "Il
//!   giorno", "W dniu") and name the verb ("wrote", "schrieb", "a écrit");
//! - `dated`: reply headers that open with the date or the sender ("ma 1. tammik. 2024
//!   klo 10.00 … kirjoitti:", "Anna hat am … geschrieben:");
//! - `verbs`: the verb alone, for "Anna wrote:" and "Anna <anna@example.org> wrote:";
//! - `fields`: the field names of a copied message's header block (Outlook's
//!   From:/Sent:/To:/Subject:, GMX's Gesendet:/Von:/An:/Betreff:, …);
//! - `separators`: the words between the dashes of "-----Original Message-----" lines;
//! - `forwarded`: lines that introduce a forwarded message ("Begin forwarded message:");
//! - `signatures`: lines phone and web clients add ("Sent from my iPhone").
//!
//! Written from what the clients produce: Gmail (web and apps), Outlook (desktop, web,
//! iOS, Android, Mac), Apple Mail (macOS, iOS), Thunderbird, Yahoo, AOL, GMX, Web.de,
//! Orange, Free, Libero, Seznam, Onet, WP, Yandex, Mail.ru, Zoho, QQ, Samsung Email,
//! K-9 and Windows Mail. Separators and signatures may stand in any language's table
//! that shares them; the first table that matches names the language.

use std::fmt;

/// The language of a quote header, separator or signature that the trimmer recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum QuoteLanguage {
    English,
    German,
    French,
    Spanish,
    Italian,
    Portuguese,
    Dutch,
    Danish,
    Norwegian,
    Swedish,
    Finnish,
    Polish,
    Czech,
    Russian,
    Ukrainian,
    Turkish,
    Japanese,
    Chinese,
    Hungarian,
}

impl QuoteLanguage {
    /// The ISO 639-1 code: `en`, `de`, `fr`, ….
    pub fn code(self) -> &'static str {
        match self {
            QuoteLanguage::English => "en",
            QuoteLanguage::German => "de",
            QuoteLanguage::French => "fr",
            QuoteLanguage::Spanish => "es",
            QuoteLanguage::Italian => "it",
            QuoteLanguage::Portuguese => "pt",
            QuoteLanguage::Dutch => "nl",
            QuoteLanguage::Danish => "da",
            QuoteLanguage::Norwegian => "no",
            QuoteLanguage::Swedish => "sv",
            QuoteLanguage::Finnish => "fi",
            QuoteLanguage::Polish => "pl",
            QuoteLanguage::Czech => "cs",
            QuoteLanguage::Russian => "ru",
            QuoteLanguage::Ukrainian => "uk",
            QuoteLanguage::Turkish => "tr",
            QuoteLanguage::Japanese => "ja",
            QuoteLanguage::Chinese => "zh",
            QuoteLanguage::Hungarian => "hu",
        }
    }
}

impl fmt::Display for QuoteLanguage {
    /// The language's English name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            QuoteLanguage::English => "English",
            QuoteLanguage::German => "German",
            QuoteLanguage::French => "French",
            QuoteLanguage::Spanish => "Spanish",
            QuoteLanguage::Italian => "Italian",
            QuoteLanguage::Portuguese => "Portuguese",
            QuoteLanguage::Dutch => "Dutch",
            QuoteLanguage::Danish => "Danish",
            QuoteLanguage::Norwegian => "Norwegian",
            QuoteLanguage::Swedish => "Swedish",
            QuoteLanguage::Finnish => "Finnish",
            QuoteLanguage::Polish => "Polish",
            QuoteLanguage::Czech => "Czech",
            QuoteLanguage::Russian => "Russian",
            QuoteLanguage::Ukrainian => "Ukrainian",
            QuoteLanguage::Turkish => "Turkish",
            QuoteLanguage::Japanese => "Japanese",
            QuoteLanguage::Chinese => "Chinese",
            QuoteLanguage::Hungarian => "Hungarian",
        })
    }
}

/// What one language's mail clients write around quoted history.
pub(super) struct Table {
    pub language: QuoteLanguage,
    pub led: &'static [&'static str],
    pub dated: &'static [&'static str],
    pub verbs: &'static [&'static str],
    pub fields: Fields,
    pub separators: &'static [&'static str],
    pub forwarded: &'static [&'static str],
    pub signatures: &'static [&'static str],
}

/// Field names of a copied header block, without the colon.
pub(super) struct Fields {
    pub from: &'static [&'static str],
    /// "Sent:" and "Date:" alike.
    pub date: &'static [&'static str],
    pub to: &'static [&'static str],
    pub cc: &'static [&'static str],
    pub subject: &'static [&'static str],
    pub reply_to: &'static [&'static str],
}

/// Every table, English first: a form shared by several languages is named after the
/// first table that has it.
pub(super) static TABLES: &[&Table] = &[
    &ENGLISH,
    &GERMAN,
    &FRENCH,
    &SPANISH,
    &ITALIAN,
    &PORTUGUESE,
    &DUTCH,
    &DANISH,
    &NORWEGIAN,
    &SWEDISH,
    &FINNISH,
    &POLISH,
    &CZECH,
    &RUSSIAN,
    &UKRAINIAN,
    &TURKISH,
    &JAPANESE,
    &CHINESE,
    &HUNGARIAN,
];

static ENGLISH: Table = Table {
    language: QuoteLanguage::English,
    led: &[
        // Gmail, Apple Mail, Thunderbird, Outlook mobile, Yahoo ("--- On …" too), Zoho
        // ("---- On … wrote ----").
        r"on\b.+\b(?:wrote|writes)",
        // Outlook for Android's header once its address fell apart: "On <date> <time>
        // Name <mailto:Name <addr>>", no verb; the address in brackets, so that "On
        // Monday at 10:00 I mailed anna@example.org" stays a sentence.
        r"on\b.+\d{1,2}[:.]\d{2}\b.*<[^\s<>@]+@[^\s<>]+>+",
        // Eudora: "At 10:00 01/01/2024, you wrote:".
        r"at\s+\d.+\bwrote",
        // Horde IMP.
        r"quoting\s+.+@.+",
        // nmh and exmh: "In message <…>, Anna writes:".
        r"in\s+message\b.+\b(?:wrote|writes)",
    ],
    dated: &[
        r"\d.+\bwrote",
        // Lotus Notes: "Anna <anna@example.org> wrote on 01/01/2024 10:00:".
        r".+@.+\bwrote\s+on\b.+\d",
    ],
    verbs: &[r"wrote", r"writes"],
    fields: Fields {
        from: &["from"],
        date: &["sent", "date"],
        to: &["to"],
        cc: &["cc", "bcc"],
        subject: &["subject"],
        reply_to: &["reply-to", "reply to"],
    },
    separators: &[
        r"original\s+message",
        r"forwarded\s+message",
        r"reply\s+message",
        r"original\s+e-?mail",
    ],
    forwarded: &[
        r"begin\s+forwarded\s+message",
        r"start\s+of\s+forwarded\s+message",
        r"forwarded\s+message",
    ],
    signatures: &[
        r"sent\s+from\s+my\s+\S.*",
        r"sent\s+from\s+(?:outlook|mail\s+for\s+windows|yahoo\s+mail|samsung|gmail|aol|proton\s*mail|typeapp|blue\s*mail|my\s+mobile|mobile)\b.*",
        r"sent\s+(?:with|using|via)\s+(?:proton\s*mail|sparrow|airmail|spark|blackberry|the\s+samsung|my\s+\S+|outlook)\b.*",
        r"sent\s+from\s+mail\.ru\s+app.*",
        r"get\s+outlook\s+for\s+(?:ios|android).*",
    ],
};

static GERMAN: Table = Table {
    language: QuoteLanguage::German,
    led: &[
        // Gmail, Apple Mail, Thunderbird, K-9: "Am 01.01.2024 um 10:00 schrieb Anna <…>:".
        r"am\b.+\bschrieb\b.*",
        // Horde IMP.
        r"zitat\s+von\s+.+@.+",
    ],
    dated: &[
        // GMX and Web.de: "Anna <…> hat am 1. Januar 2024 um 10:00 geschrieben:".
        r".+\bhat\s+am\b.+\bgeschrieben",
        // Outlook Express, Lotus Notes: "Anna schrieb am 01.01.2024 10:00:".
        r".+\bschrieb\s+am\b.+",
        r"\d.+\bschrieb\b.*",
    ],
    verbs: &[r"schrieb", r"geschrieben", r"schreibt"],
    fields: Fields {
        from: &["von", "absender"],
        date: &["gesendet", "datum", "gesendet am"],
        to: &["an", "empfänger"],
        cc: &["kopie", "cc", "blindkopie"],
        subject: &["betreff"],
        reply_to: &["antwort an"],
    },
    separators: &[
        r"urspr[üu]ngliche\s+nachricht",
        r"original-?\s?nachricht",
        r"weitergeleitete\s+nachricht",
        r"urspr[üu]ngliche\s+e-?mail",
    ],
    forwarded: &[
        r"anfang\s+der\s+weitergeleiteten\s+(?:nachricht|e-?mail)",
        r"weitergeleitete\s+nachricht",
    ],
    signatures: &[
        r"von\s+meinem\s+.+\s+gesendet\.?",
        r"gesendet\s+(?:von|vom|mit|über|aus)\s+.+",
        r"diese\s+nachricht\s+wurde\s+von\s+meinem\s+.+\s+gesendet\.?",
        r"(?:holen\s+sie\s+sich\s+)?outlook\s+für\s+(?:ios|android)(?:\s+(?:herunterladen|beziehen))?.*",
    ],
};

static FRENCH: Table = Table {
    language: QuoteLanguage::French,
    led: &[
        // Gmail, Apple Mail, Thunderbird, Yahoo, Orange: "Le 1 janv. 2024 à 10:00, Anna
        // <…> a écrit :".
        r"le\b.+\ba\s+[ée]crit",
        // Horde IMP.
        r"citation\s+.+@.+",
    ],
    dated: &[r"\d.+\ba\s+[ée]crit"],
    verbs: &[r"a\s+[ée]crit"],
    fields: Fields {
        from: &["de", "exp[ée]diteur"],
        // Orange and La Poste write "Message du 01/01/24 10:00" above their block.
        date: &["envoy[ée]", "envoy[ée] le", "date", "message du"],
        to: &["[àa]", "pour", "destinataire"],
        cc: &["cc", "copie", "copie [àa]", "cci"],
        subject: &["objet", "sujet"],
        reply_to: &["r[ée]pondre [àa]"],
    },
    separators: &[
        r"message\s+d['’]origine",
        r"message\s+original",
        r"message\s+transf[ée]r[ée]",
        r"courriel\s+original",
        r"message\s+initial",
        r"mail\s+original",
    ],
    forwarded: &[
        r"d[ée]but\s+du\s+message\s+(?:r[ée]exp[ée]di[ée]|transf[ée]r[ée])",
        r"message\s+transf[ée]r[ée]",
    ],
    signatures: &[
        r"envoy[ée]\s+(?:de|depuis|[àa]\s+partir\s+de|avec|par)\s+.+",
        r"(?:obtenez|obtenir|t[ée]l[ée]charger|t[ée]l[ée]chargez)\s+outlook\s+pour\s+(?:ios|android).*",
    ],
};

static SPANISH: Table = Table {
    language: QuoteLanguage::Spanish,
    led: &[
        // Gmail: "El lun, 1 ene 2024 a las 10:00, Ana (<…>) escribió:"; Apple Mail,
        // Thunderbird: "El 1/1/24 a las 10:00, Ana escribió:".
        r"el\b.+\b(?:escribi[óo]|escribe|ha\s+escrito)",
    ],
    dated: &[r"\d.+\bescribi[óo]"],
    verbs: &[r"escribi[óo]", r"ha\s+escrito"],
    fields: Fields {
        from: &["de", "remitente"],
        date: &["enviado", "enviado el", "fecha"],
        to: &["para", "destinatario"],
        cc: &["cc", "copia", "cco"],
        subject: &["asunto"],
        reply_to: &["responder a"],
    },
    separators: &[
        r"mensaje\s+original",
        r"mensaje\s+reenviado",
        r"correo\s+original",
    ],
    forwarded: &[
        r"inicio\s+del\s+mensaje\s+reenviado",
        r"mensaje\s+reenviado",
    ],
    signatures: &[
        r"enviado\s+(?:desde|con|de|a\s+trav[ée]s\s+de)\s+.+",
        r"(?:obt[ée]n|obtener|descarga|descargar)\s+outlook\s+para\s+(?:ios|android).*",
    ],
};

static ITALIAN: Table = Table {
    language: QuoteLanguage::Italian,
    led: &[
        // Gmail: "Il giorno lun 1 gen 2024 alle ore 10:00 Anna <…> ha scritto:";
        // Thunderbird: "Il 01/01/24 10:00, Anna ha scritto:".
        r"il\b.+\bha\s+scritto",
        // Libero, Android mail: "In data 1 gennaio 2024 10:00:00 "Anna" <…> ha scritto:".
        r"in\s+data\b.+\bha\s+scritto",
    ],
    dated: &[r"\d.+\bha\s+scritto"],
    verbs: &[r"ha\s+scritto", r"scrive"],
    fields: Fields {
        from: &["da", "mittente"],
        date: &["inviato", "inviato il", "data"],
        to: &["a", "destinatario"],
        cc: &["cc", "copia", "ccn"],
        subject: &["oggetto"],
        reply_to: &["risposta", "rispondi a"],
    },
    separators: &[
        r"messaggio\s+originale",
        r"messaggio\s+inoltrato",
        r"messaggio\s+originario",
        r"e-?mail\s+originale",
    ],
    forwarded: &[
        r"inizio\s+(?:del\s+)?messaggio\s+inoltrato",
        r"messaggio\s+inoltrato",
    ],
    signatures: &[
        r"inviato\s+(?:da|dal|dalla|con|tramite)\s+.+",
        r"(?:scarica|ottieni)\s+outlook\s+per\s+(?:ios|android).*",
    ],
};

static PORTUGUESE: Table = Table {
    language: QuoteLanguage::Portuguese,
    led: &[
        // Gmail: "Em seg., 1 de jan. de 2024 às 10:00, Ana <…> escreveu:"; Apple Mail,
        // Spark: "Em 1 de jan. de 2024, à(s) 10:00, Ana <…> escreveu:".
        r"em\b.+\bescreveu",
    ],
    dated: &[r"\d.+\bescreveu"],
    verbs: &[r"escreveu", r"escreve"],
    fields: Fields {
        from: &["de", "remetente"],
        date: &["enviad[ao]", "enviad[ao] em", "data"],
        to: &["para"],
        cc: &["cc", "c[óo]pia", "cco"],
        subject: &["assunto"],
        reply_to: &["responder a", "responder para"],
    },
    separators: &[r"mensagem\s+original", r"mensagem\s+(?:re)?encaminhada"],
    forwarded: &[
        r"in[íi]cio\s+da\s+mensagem\s+(?:re)?encaminhada",
        r"mensagem\s+(?:re)?encaminhada",
    ],
    signatures: &[
        r"enviad[ao]\s+(?:do|da|de|pelo|pela|a\s+partir\s+d[oa]|via)\s+.+",
        r"(?:obtenha|obter|baixe|baixar)\s+o\s+outlook\s+para\s+(?:ios|android).*",
    ],
};

static DUTCH: Table = Table {
    language: QuoteLanguage::Dutch,
    led: &[
        // Gmail: "Op ma 1 jan. 2024 om 10:00 schreef Anna <…>:"; older Gmail adds "het
        // volgende".
        r"op\b.+\bschreef\b.*",
        // Apple Mail: "Op 1 jan. 2024 om 10:00 heeft Anna <…> het volgende geschreven:".
        r"op\b.+\bheeft\b.+\bgeschreven",
    ],
    dated: &[r"\d.+\bschreef\b.*", r".+\bschreef\s+op\b.+\d.*"],
    verbs: &[r"schreef", r"schrijft", r"geschreven"],
    fields: Fields {
        from: &["van", "afzender"],
        date: &["verzonden", "verstuurd", "datum"],
        to: &["aan"],
        cc: &["cc", "kopie", "bcc"],
        subject: &["onderwerp"],
        reply_to: &["antwoord aan"],
    },
    separators: &[
        r"oorspronkelijke?\s+bericht",
        r"origineel\s+bericht",
        r"doorgestuurd\s+bericht",
    ],
    forwarded: &[r"begin\s+doorgestuurd\s+bericht", r"doorgestuurd\s+bericht"],
    signatures: &[
        r"(?:verzonden|verstuurd)\s+(?:vanaf|van|met|via|vanuit)\s+.+",
        r"(?:download|haal)\s+outlook\s+voor\s+(?:ios|android).*",
        r"outlook\s+voor\s+(?:ios|android)\s+downloaden.*",
    ],
};

static DANISH: Table = Table {
    language: QuoteLanguage::Danish,
    led: &[
        // Gmail, Apple Mail: "Den 1. jan. 2024 kl. 10.00 skrev Anna <…>:".
        r"den\b.+\bskrev\b.*",
    ],
    dated: &[
        // Gmail without "Den": "man. 1. jan. 2024 kl. 10.00 skrev Anna <…>:".
        r".*\d.*\bkl\.?\s*\d{1,2}[.:]\d{2}\b.*\bskrev\b.*",
        r"\d.+\bskrev\b.*",
    ],
    verbs: &[r"skrev", r"skriver"],
    fields: Fields {
        from: &["fra", "afsender"],
        date: &["sendt", "dato"],
        to: &["til", "modtager"],
        cc: &["cc", "kopi", "bcc"],
        subject: &["emne"],
        reply_to: &["svar til"],
    },
    separators: &[
        r"oprindelig\s+(?:meddelelse|besked|mail)",
        r"original\s+meddelelse",
        r"videresendt\s+(?:meddelelse|besked|e-?mail)",
    ],
    forwarded: &[
        r"start\s+p[åa]\s+videresendt\s+(?:besked|meddelelse)",
        r"videresendt\s+(?:besked|meddelelse)",
    ],
    signatures: &[
        r"sendt\s+fra\s+(?:min|mit|en)\s+.+",
        r"(?:hent|f[åa])\s+outlook\s+(?:til|for)\s+(?:ios|android).*",
    ],
};

static NORWEGIAN: Table = Table {
    language: QuoteLanguage::Norwegian,
    led: &[
        // Apple Mail: "Den 1. jan. 2024 kl. 10:00 skrev Anna <…>:".
        r"den\b.+\bskrev\b.*",
    ],
    dated: &[
        // Gmail: "man. 1. jan. 2024 kl. 10:00 skrev Anna <…>:".
        r".*\d.*\bkl\.?\s*\d{1,2}[.:]\d{2}\b.*\bskrev\b.*",
        r"\d.+\bskrev\b.*",
    ],
    verbs: &[r"skrev", r"skriver"],
    fields: Fields {
        from: &["fra", "avsender"],
        date: &["sendt", "dato"],
        to: &["til", "mottaker"],
        cc: &["kopi", "cc"],
        subject: &["emne"],
        reply_to: &["svar til"],
    },
    separators: &[
        r"opprinnelig\s+melding",
        r"original\s+melding",
        r"videresendt\s+(?:melding|e-?post)",
    ],
    forwarded: &[
        r"start\s+p[åa]\s+videresendt\s+melding",
        r"videresendt\s+melding",
    ],
    signatures: &[
        r"sendt\s+fra\s+(?:min|mitt)\s+.+",
        r"(?:skaff\s+deg|last\s+ned|hent)\s+outlook\s+for\s+(?:ios|android).*",
    ],
};

static SWEDISH: Table = Table {
    language: QuoteLanguage::Swedish,
    led: &[
        // Gmail: "Den mån 1 jan. 2024 kl 10:00 skrev Anna <…>:".
        r"den\b.+\bskrev\b.*",
    ],
    dated: &[
        // Apple Mail: "1 jan. 2024 kl. 10:00 skrev Anna <…>:".
        r".*\d.*\bkl\.?\s*\d{1,2}[.:]\d{2}\b.*\bskrev\b.*",
        r"\d.+\bskrev\b.*",
    ],
    verbs: &[r"skrev", r"skriver"],
    fields: Fields {
        from: &["fr[åa]n", "avs[äa]ndare"],
        date: &["skickat", "skickades", "datum"],
        to: &["till", "mottagare"],
        cc: &["kopia", "cc", "hemlig kopia"],
        subject: &["[äa]mne"],
        reply_to: &["svara till"],
    },
    separators: &[
        r"ursprungligt\s+meddelande",
        r"originalmeddelande",
        r"vidarebefordrat\s+meddelande",
    ],
    forwarded: &[
        r"b[öo]rjan\s+av\s+vidarebefordrat\s+meddelande",
        r"vidarebefordrat\s+meddelande",
    ],
    signatures: &[
        r"skickat\s+fr[åa]n\s+.+",
        r"skickades\s+fr[åa]n\s+.+",
        r"(?:h[äa]mta|skaffa)\s+outlook\s+f[öo]r\s+(?:ios|android).*",
    ],
};

static FINNISH: Table = Table {
    language: QuoteLanguage::Finnish,
    led: &[],
    dated: &[
        // Gmail: "ma 15. tammik. 2024 klo 9.12 Anna <…> kirjoitti:"; Apple Mail:
        // "1.1.2024 kello 10.00, Anna <…> kirjoitti:".
        r".*\d.+\bkirjoitti\b.*",
    ],
    verbs: &[r"kirjoitti"],
    fields: Fields {
        from: &["l[äa]hett[äa]j[äa]"],
        date: &["l[äa]hetetty", "p[äa]iv[äa]m[äa][äa]r[äa]"],
        to: &["vastaanottaja"],
        cc: &["kopio", "piilokopio"],
        subject: &["aihe"],
        reply_to: &["vastausosoite"],
    },
    separators: &[
        r"alkuper[äa]inen\s+viesti",
        r"v[äa]litetty\s+viesti",
        r"edelleenl[äa]hetetty\s+viesti",
    ],
    forwarded: &[r"v[äa]litetty\s+viesti(?:\s+alkaa)?"],
    signatures: &[
        r"l[äa]hetetty\s+.*(?:sta|st[äa])\.?",
        r"hanki\s+outlook\s+.+",
    ],
};

static POLISH: Table = Table {
    language: QuoteLanguage::Polish,
    led: &[
        // Thunderbird: "W dniu 1.01.2024 o 10:00, Anna pisze:"; Onet, WP: "W dniu
        // 2024-01-01 10:00:00 użytkownik Anna <…> napisał:".
        r"w\s+dniu\b.+\b(?:napisa[łl](?:\(a\)|a)?|pisze)",
        // "Dnia 1 stycznia 2024 10:00 Anna <…> napisał(a):".
        r"dnia\b.+\b(?:napisa[łl](?:\(a\)|a)?|pisze)",
    ],
    dated: &[
        // Gmail: "pon., 1 sty 2024 o 10:00 Anna <…> napisał(a):".
        r".*\d.+\b(?:napisa[łl](?:\(a\)|a)?|pisze)",
    ],
    verbs: &[r"napisa[łl](?:\(a\)|a)?", r"pisze"],
    fields: Fields {
        from: &["od", "nadawca"],
        date: &["wys[łl]ano", "wys[łl]ane", "data"],
        to: &["do", "adresat"],
        cc: &["dw", "udw", "kopia"],
        subject: &["temat"],
        reply_to: &["odpowiedz do"],
    },
    separators: &[
        r"oryginalna\s+wiadomo[śs][ćc]",
        r"wiadomo[śs][ćc]\s+oryginalna",
        r"(?:przekazana|przes[łl]ana)\s+wiadomo[śs][ćc]",
        r"wiadomo[śs][ćc]\s+przekazana",
    ],
    forwarded: &[
        r"pocz[ąa]tek\s+przekaz(?:yw)?anej\s+wiadomo[śs]ci",
        r"przekazana\s+wiadomo[śs][ćc]",
    ],
    signatures: &[
        r"wys[łl]an[oe]\s+z\s+.+",
        r"pobierz\s+outlook\s+dla\s+(?:ios|android).*",
    ],
};

static CZECH: Table = Table {
    language: QuoteLanguage::Czech,
    led: &[
        // Thunderbird: "Dne 1. 1. 2024 v 10:00 Anna napsal(a):".
        r"dne\b.+\bnapsal(?:\(a\)|a)?",
    ],
    dated: &[
        // Gmail: "po 1. 1. 2024 v 10:00 odesílatel Anna <…> napsal:".
        r".*\d.+\bnapsal(?:\(a\)|a)?",
    ],
    verbs: &[r"napsal(?:\(a\)|a)?", r"p[íi][šs]e"],
    fields: Fields {
        from: &["od", "odes[íi]latel"],
        date: &["odesl[áa]no", "datum"],
        to: &["komu", "p[řr][íi]jemce"],
        cc: &["kopie", "cc", "skryt[áa] kopie"],
        subject: &["p[řr]edm[ěe]t"],
        reply_to: &["odpov[ěe]d[ěe]t"],
    },
    separators: &[
        // Seznam: "---------- Původní e-mail ----------".
        r"p[ůu]vodn[íi]\s+(?:zpr[áa]va|e-?mail)",
        r"p[řr]eposlan[áa]\s+zpr[áa]va",
        r"p[řr]eposlan[ýy]\s+e-?mail",
    ],
    forwarded: &[r"za[čc][áa]tek\s+p[řr]eposlan[ée]\s+zpr[áa]vy"],
    signatures: &[
        r"odesl[áa]no\s+z\s+.+",
        r"st[áa]hn[ěe]te\s+si\s+outlook\s+pro\s+.+",
    ],
};

static RUSSIAN: Table = Table {
    language: QuoteLanguage::Russian,
    led: &[],
    dated: &[
        // Gmail for Android: "1 янв. 2024 г. 10:00 пользователь Анна <…> написал:";
        // Apple Mail: "1 янв. 2024 г., в 10:00, Анна <…> написал(а):"; Thunderbird:
        // "01.01.2024 10:00, Анна пишет:". Gmail's "пн, 1 янв. 2024 г. в 10:00, Анна
        // <…>:" and Mail.ru's "Понедельник, 1 января 2024, 10:00 +03:00 от Анна <…>:" are
        // date-and-sender headers, found without a table.
        r".*\d.+\b(?:написал(?:\(а\)|а)?|пишет)",
    ],
    verbs: &[r"написал(?:\(а\)|а)?", r"пишет"],
    fields: Fields {
        from: &["от", "отправитель"],
        date: &["отправлено", "дата", "отправлен"],
        to: &["кому"],
        cc: &["копия", "скрытая копия"],
        subject: &["тема"],
        reply_to: &["ответить"],
    },
    separators: &[
        r"(?:исходное|оригинальное)\s+сообщение",
        r"(?:пересылаемое|пересланное|перенаправленное)\s+сообщение",
    ],
    forwarded: &[
        r"начало\s+переадресованного\s+сообщения",
        r"(?:пересылаемое|пересланное)\s+сообщение",
    ],
    signatures: &[
        r"отправлено\s+(?:с|со|из)\s+.+",
        r"(?:получить|скачать)\s+outlook\s+для\s+(?:ios|android).*",
    ],
};

static UKRAINIAN: Table = Table {
    language: QuoteLanguage::Ukrainian,
    led: &[],
    dated: &[
        // Gmail: "пн, 1 січ. 2024 р. о 10:00 Анна <…> пише:"; Gmail for Android: "1 січ.
        // 2024 р. 10:00 користувач "Анна" <…> написав:".
        r".*\d.+\b(?:пише|написав(?:\(ла\))?|написала)",
    ],
    verbs: &[r"пише", r"написав(?:\(ла\))?", r"написала"],
    fields: Fields {
        from: &["від", "відправник"],
        date: &["надіслано", "відправлено", "дата"],
        to: &["кому"],
        cc: &["копія", "прихована копія"],
        subject: &["тема"],
        reply_to: &["відповісти"],
    },
    separators: &[
        r"(?:оригінальне|вихідне|початкове)\s+повідомлення",
        r"переслане\s+повідомлення",
    ],
    forwarded: &[
        r"початок\s+пересланого\s+повідомлення",
        r"переслане\s+повідомлення",
    ],
    signatures: &[r"(?:надіслано|відправлено)\s+(?:з|із|зі)\s+.+"],
};

static TURKISH: Table = Table {
    language: QuoteLanguage::Turkish,
    led: &[],
    dated: &[
        // Gmail: "1 Oca 2024 Pzt, saat 10:00 tarihinde Ayşe <…> şunu yazdı:"; Apple Mail:
        // "1 Oca 2024 tarihinde 10:00 saatinde, Ayşe <…> şunları yazdı:".
        r".*\d.+\b(?:şunu|şunları)\s+yazd[ıi]",
        r".*\d.+\btarihinde\b.+\byazd[ıi]",
    ],
    verbs: &[r"(?:şunu|şunları)\s+yazd[ıi]", r"yazd[ıi]"],
    fields: Fields {
        from: &["kimden", "g[öo]nderen"],
        date: &["g[öo]nderildi", "g[öo]nderilme tarihi", "tarih"],
        to: &["kime", "al[ıi]c[ıi]"],
        cc: &["bilgi", "cc"],
        subject: &["konu"],
        reply_to: &["yan[ıi]tla"],
    },
    // `İ` has no simple case folding to `i`, so capitals are spelled out.
    separators: &[
        r"[öo]zg[üu]n\s+[iİ]leti",
        r"orijinal\s+(?:mesaj|[iİ]leti)",
        r"(?:[iİ]letilen|y[öo]nlendirilmiş|[iİ]letilmiş)\s+(?:[iİ]leti|mesaj)",
    ],
    forwarded: &[r"(?:[iİ]letilen|y[öo]nlendirilmiş)\s+(?:[iİ]leti|mesaj)"],
    signatures: &[
        r".+['’]?(?:dan|den|tan|ten)\s+g[öo]nderildi",
        r"(?:ios|android)\s+i[çc]in\s+outlook['’]?u?\s+edinin.*",
    ],
};

static JAPANESE: Table = Table {
    language: QuoteLanguage::Japanese,
    led: &[],
    dated: &[
        // Apple Mail: "2024/01/01 10:00、Anna <…>のメール:"; Thunderbird, Becky!: "…
        // Anna さんは書きました:". Gmail's "2024年1月1日(月) 10:00 Anna <…>:" is a
        // date-and-sender header, found without a table.
        r".*\d.+のメール",
        r".*\d.+(?:さん)?[はが]書きました",
    ],
    verbs: &[r"(?:さん)?[はが]書きました", r"のメール"],
    fields: Fields {
        from: &["差出人", "送信者"],
        date: &["送信日時", "送信日", "日付"],
        to: &["宛先", "受信者"],
        cc: &["cc"],
        subject: &["件名"],
        reply_to: &["返信先"],
    },
    separators: &[
        r"元のメッセージ",
        r"転送されたメッセージ",
        r"転送メッセージ",
        r"オリジナルメッセージ",
    ],
    forwarded: &[r"転送されたメッセージ", r"転送メッセージ"],
    signatures: &[r".{1,40}から送信"],
};

static CHINESE: Table = Table {
    language: QuoteLanguage::Chinese,
    led: &[
        // Gmail, Apple Mail: "在 2024年1月1日 星期一 10:00，Anna <…> 写道："; Traditional:
        // "於 2024年1月1日 … 寫道：".
        r"在.+(?:写道|寫道)",
        r"於.+寫道",
    ],
    dated: &[
        // Gmail: "Anna <…> 于2024年1月1日周一 10:00写道：".
        r".+于.*\d.*写道",
        r".*\d.+(?:写道|寫道)",
    ],
    verbs: &[r"写道", r"寫道"],
    fields: Fields {
        from: &["发件人", "寄件者", "寄件人"],
        date: &["发送时间", "日期", "时间", "寄件日期"],
        to: &["收件人", "收件者"],
        cc: &["抄送", "抄送人", "副本"],
        subject: &["主题", "主旨"],
        reply_to: &["回复", "回覆"],
    },
    separators: &[
        // QQ Mail: "------------------ 原始邮件 ------------------".
        r"原始邮件",
        r"原始郵件",
        r"转发邮件",
        r"轉寄郵件",
        r"原邮件",
    ],
    forwarded: &[r"开始转发的邮件", r"以下是转发的邮件", r"轉寄的郵件"],
    signatures: &[
        r"发自我的.{1,30}",
        r"寄自我的.{1,30}",
        r"从我的.{1,30}发送",
        r"发自\s*(?:网易|qq|139|新浪|搜狐|outlook|iphone|ipad|android|华为|小米).{0,20}",
    ],
};

static HUNGARIAN: Table = Table {
    language: QuoteLanguage::Hungarian,
    led: &[],
    dated: &[
        // Gmail: "2024. jan. 1., H, 10:00 Anna <…> ezt írta:".
        r".*\d.+\b(?:ezt\s+)?[íi]rta",
    ],
    verbs: &[r"(?:ezt\s+)?[íi]rta"],
    fields: Fields {
        from: &["felad[óo]"],
        date: &["elk[üu]ldve", "k[üu]ldve", "d[áa]tum"],
        to: &["c[íi]mzett"],
        cc: &["m[áa]solat", "titkos m[áa]solat"],
        subject: &["t[áa]rgy"],
        reply_to: &["v[áa]laszc[íi]m"],
    },
    separators: &[r"eredeti\s+[üu]zenet", r"tov[áa]bb[íi]tott\s+[üu]zenet"],
    forwarded: &[r"tov[áa]bb[íi]tott\s+[üu]zenet"],
    signatures: &[
        r"k[üu]ldve\s+.+(?:r[óo]l|r[őo]l)",
        r".{1,30}(?:r[óo]l|r[őo]l)\s+k[üu]ldve",
    ],
};
