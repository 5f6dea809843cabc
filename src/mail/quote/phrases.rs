//! The words by which mail clients mark a quoted mail or a signature, in
//! one table each, every entry with the clients or languages it comes
//! from: adding a client's phrase is adding one line.
//!
//! Every entry is lower case; the text is lower-cased before it is
//! compared (Unicode lower case, so `Ä` matches `ä`).

/// Verbs of an attribution line (`On ... wrote:`), in the languages of
/// `spec/commands.md` and a few more.
pub const WROTE: &[&str] = &[
    "wrote",      // English: Gmail, Apple Mail, Thunderbird, Outlook
    "writes",     // English: older clients, mailing lists
    "a écrit",    // French
    "écrit",      // French, Thunderbird's `... a écrit :` when wrapped
    "schrieb",    // German
    "escribió",   // Spanish
    "ha scritto", // Italian
    "scritto",    // Italian, wrapped
    "escreveu",   // Portuguese
    "schreef",    // Dutch
    "skrev",      // Swedish, Norwegian, Danish
    "kirjoitti",  // Finnish
    "napisał",    // Polish
    "napisała",   // Polish
    "pisze",      // Polish (`Dnia ... pisze:`)
    "napisal",    // Polish without diacritics, Czech, Slovak
    "napsal",     // Czech
    "написал",    // Russian
    "написала",   // Russian
    "пишет",      // Russian (Yandex, Mail.ru)
    "писал",      // Russian, older clients
    "yazdı",      // Turkish
    "írta",       // Hungarian
    "έγραψε",     // Greek
    "kirjutas",   // Estonian
    "rašė",       // Lithuanian
    "rakstīja",   // Latvian
    "je napisal", // Slovenian
    "scrise",     // Romanian
];

/// The first word of an attribution that is wrapped over several lines:
/// `On`, `Le`, `Am`, ... (its first line alone is not yet one).
pub const ATTRIBUTION_OPENERS: &[&str] = &[
    "on",  // English
    "le",  // French
    "am",  // German
    "el",  // Spanish
    "il",  // Italian
    "em",  // Portuguese
    "op",  // Dutch
    "den", // Swedish, Danish, Norwegian
    "w",   // Polish (`W dniu ...`)
    "dne", // Czech
    "в",   // Russian
    "від", // Ukrainian
];

/// The names of the first line of a quoted mail's header block (Outlook,
/// Samsung, BlackBerry, Gmail's forward): `From:` and its translations.
pub const FROM_NAMES: &[&str] = &[
    "from",       // English
    "von",        // German
    "de",         // French, Spanish, Portuguese
    "da",         // Italian
    "van",        // Dutch
    "från",       // Swedish
    "fra",        // Norwegian, Danish
    "lähettäjä",  // Finnish
    "od",         // Polish, Czech
    "от",         // Russian
    "від",        // Ukrainian
    "kimden",     // Turkish
    "feladó",     // Hungarian
    "από",        // Greek
    "expéditeur", // French (Outlook.com)
    "remitente",  // Spanish (Outlook.com)
    "mittente",   // Italian (Outlook.com)
    "absender",   // German (Outlook.com)
];

/// The other names of a quoted mail's header block: sent, date, to,
/// cc, subject and their translations.
pub const HEADER_NAMES: &[&str] = &[
    // English
    "sent",
    "date",
    "to",
    "cc",
    "subject",
    "reply-to",
    // German
    "gesendet",
    "datum",
    "an",
    "betreff",
    "antwort an",
    // French
    "envoyé",
    "à",
    "a",
    "objet",
    "date d'envoi",
    "répondre à",
    // Spanish
    "enviado",
    "enviado el",
    "fecha",
    "para",
    "asunto",
    // Italian
    "inviato",
    "data",
    "oggetto",
    // Portuguese
    "enviada",
    "enviado em",
    "assunto",
    // Dutch
    "verzonden",
    "aan",
    "onderwerp",
    // Swedish
    "skickat",
    "till",
    "ämne",
    "kopia",
    // Norwegian, Danish
    "sendt",
    "til",
    "emne",
    "dato",
    // Finnish
    "lähetetty",
    "vastaanottaja",
    "aihe",
    "päivämäärä",
    "kopio",
    // Polish
    "wysłano",
    "do",
    "temat",
    "dw",
    // Russian
    "отправлено",
    "кому",
    "тема",
    "дата",
    "копия",
    // Turkish, Hungarian, Greek
    "gönderildi",
    "kime",
    "konu",
    "elküldve",
    "címzett",
    "tárgy",
    "προς",
    "θέμα",
];

/// What stands between the dashes of a banner line such as
/// `-----Original Message-----` or `-------- Message d'origine --------`.
pub const BANNERS: &[&str] = &[
    "original message",          // Outlook, BlackBerry, Samsung, Android
    "forwarded message",         // Gmail
    "ursprüngliche nachricht",   // German Outlook
    "weitergeleitete nachricht", // German
    "message d'origine",         // French Outlook, Samsung
    "message original",          // French
    "message transféré",         // French Gmail
    "mensaje original",          // Spanish
    "mensaje reenviado",         // Spanish Gmail
    "messaggio originale",       // Italian
    "messaggio inoltrato",       // Italian Gmail
    "mensagem original",         // Portuguese
    "mensagem encaminhada",      // Portuguese Gmail
    "oorspronkelijk bericht",    // Dutch
    "origineel bericht",         // Dutch
    "doorgestuurd bericht",      // Dutch Gmail
    "originalmeddelande",        // Swedish
    "ursprungligt meddelande",   // Swedish
    "opprinnelig melding",       // Norwegian
    "oprindelig meddelelse",     // Danish
    "original meddelelse",       // Danish
    "alkuperäinen viesti",       // Finnish
    "oryginalna wiadomość",      // Polish
    "wiadomość oryginalna",      // Polish
    "исходное сообщение",        // Russian
    "пересылаемое сообщение",    // Russian
    "reply message",             // Zoho
    "original nachricht",        // German, older clients
];

/// Whole lines (a trailing colon aside) that introduce a copied mail
/// without dashes.
pub const INTRODUCTIONS: &[&str] = &[
    "begin forwarded message",               // Apple Mail
    "original message follows",              // this server's error replies
    "voici votre courriel d'origine",        // this server's error replies, French
    "anfang der weitergeleiteten nachricht", // Apple Mail, German
    "début du message réexpédié",            // Apple Mail, French
    "inicio del mensaje reenviado",          // Apple Mail, Spanish
    "inizio messaggio inoltrato",            // Apple Mail, Italian
];

/// The starts of the lines that mobile clients add under what the sender
/// wrote ("Sent from my iPhone" and its kin).
pub const MOBILE_SIGNATURES: &[&str] = &[
    "sent from my ",               // iPhone, iPad, BlackBerry, Android
    "sent from ",                  // Mail for Windows, Yahoo Mail, Outlook
    "sent via ",                   // various
    "get outlook for ",            // Outlook for iOS and Android
    "envoyé de mon ",              // French iPhone
    "envoyé depuis ",              // French Outlook, Yahoo
    "obtenir outlook pour ",       // French Outlook for iOS
    "von meinem ",                 // German iPhone (`Von meinem iPhone gesendet`)
    "gesendet von ",               // German
    "gesendet mit ",               // German
    "holen sie sich outlook für ", // German Outlook for iOS
    "enviado desde mi ",           // Spanish
    "enviado desde ",              // Spanish
    "enviado do meu ",             // Portuguese
    "enviado de meu ",             // Portuguese (Brazil)
    "inviato da ",                 // Italian
    "verzonden vanaf ",            // Dutch
    "verstuurd vanaf ",            // Dutch
    "verzonden met ",              // Dutch
    "skickat från ",               // Swedish
    "sendt fra ",                  // Norwegian, Danish
    "lähetetty ",                  // Finnish
    "wysłane z ",                  // Polish
    "отправлено с ",               // Russian
    "отправлено из ",              // Russian
];

/// The longest line that can be a mobile signature, in characters: a
/// longer one is what the sender wrote.
pub const MOBILE_SIGNATURE_MAX: usize = 80;
