//! The words of bounces, in one table per kind, every entry with the mail
//! systems it comes from: adding a relay's phrase is adding one line.
//!
//! - [`PHRASES`]: what a bounce's own text says of the mail: that it still
//!   tries, that it gave up, that the failure is permanent, or its cause.
//! - [`SYSTEM_SENDERS`] and [`BOUNCE_SUBJECTS`]: how a mail system signs and
//!   titles its bounces (a plain-text mail is read as a bounce only when it
//!   looks like one, see [`super::plain`]).
//! - [`AUTO_REPLY_SUBJECTS`]: how auto-replies are titled (never bounces).
//! - [`RETURNED_MAIL`]: the lines after which a bounce quotes the mail.
//!
//! Every entry is lower case, with single spaces and straight apostrophes;
//! the text is made alike before it is compared (see [`alike`]). The
//! phrases are found in one pass over the text (Aho-Corasick), so reading
//! stays linear in the text's length however long the table grows.

use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, MatchKind};

use super::Why;

/// What a phrase tells of the mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Means {
    /// The relay still tries: the bounce is a warning.
    StillTrying,
    /// The relay stopped trying for good.
    GaveUp,
    /// The failure is permanent, cause unsaid.
    Permanent,
    /// The mail cannot be delivered, for this cause.
    Cause(Why),
}

/// One phrase: its words and what they mean; `from` names the mail systems
/// (or languages) that write it.
pub(super) struct Phrase {
    pub words: &'static str,
    pub means: Means,
    #[allow(dead_code)] // Documentation: kept beside each phrase.
    pub from: &'static str,
}

const fn p(words: &'static str, means: Means, from: &'static str) -> Phrase {
    Phrase { words, means, from }
}

use Means::{Cause, GaveUp, Permanent, StillTrying};
use Why::{AddressUnknown, DomainUnknown, MailboxFull, Refused};

/// The phrases of bounces.
#[rustfmt::skip]
pub(super) const PHRASES: &[Phrase] = &[
    // The relay still tries.
    p("warning message only", StillTrying, "Sendmail, Exchange, IMail"),
    p("this is a warning", StillTrying, "Postfix, Sendmail"),
    p("you do not need to resend", StillTrying, "Postfix, Sendmail"),
    p("will retry", StillTrying, "Gmail, Postfix, Exchange"),
    p("will be retried", StillTrying, "Exim, Postfix"),
    p("will keep trying", StillTrying, "Sendmail"),
    p("will continue trying", StillTrying, "Courier, Exim"),
    p("will continue to try", StillTrying, "MessageLabs, gateways"),
    p("still trying", StillTrying, "Postfix"),
    p("still being retried", StillTrying, "Postfix"),
    p("delivery is delayed", StillTrying, "Exchange, Microsoft 365"),
    p("delivery delayed", StillTrying, "Sisimai corpus: many"),
    p("delivery incomplete", StillTrying, "Gmail"),
    p("has been delayed", StillTrying, "Exim, qmail-ldap, gateways"),
    p("message delayed", StillTrying, "Exim"),
    p("not yet been delivered", StillTrying, "Exim"),
    p("no action is required on your part", StillTrying, "Exim"),
    p("will try again", StillTrying, "Courier, Zoho"),
    p("delayed", StillTrying, "OpenSMTPD, Exim, many"),
    p("temporary failure report", StillTrying, "OpenSMTPD"),
    p("do not need to re-send", StillTrying, "OpenSMTPD"),
    p("will be retried for", StillTrying, "Zoho"),
    p("nicht zugestellt werden konnte, wird", StillTrying, "German Exchange"),
    p("wird weiterhin versucht", StillTrying, "German"),
    p("nouvelle tentative", StillTrying, "French"),
    // The relay gave up.
    p("i've given up", GaveUp, "qmail"),
    p("i have given up", GaveUp, "qmail"),
    p("not going to try again", GaveUp, "qmail"),
    p("in the queue too long", GaveUp, "qmail"),
    p("will not try again", GaveUp, "several"),
    p("giving up", GaveUp, "Postfix, Sendmail, Exim"),
    p("gave up", GaveUp, "several"),
    p("retry timeout exceeded", GaveUp, "Exim, Gmail"),
    p("retry time not reached for any host after a long failure period", GaveUp, "Exim"),
    p("delivery time expired", GaveUp, "Exchange, Postfix"),
    p("message expired", GaveUp, "Postfix, Exchange"),
    p("delivery expired", GaveUp, "Microsoft 365, gateways"),
    p("message has expired", GaveUp, "Exchange"),
    p("too long in queue", GaveUp, "OpenSMTPD"),
    p("envelope expired", GaveUp, "OpenSMTPD"),
    p("not delivered within", GaveUp, "Netscape, au EZweb"),
    p("allowed queue period", GaveUp, "Netscape"),
    p("have been failing for a long time", GaveUp, "Exim"),
    p("# attempts", GaveUp, "IMail: Delivery failed 20 attempts"),
    p("after # attempt(s)", GaveUp, "Mimecast"),
    p("after # attempts", GaveUp, "several"),
    p("再送信を試みましたが", GaveUp, "Japanese: au EZweb (resent, in vain)"),
    p("has been in the queue for too long", GaveUp, "OpenSMTPD, Courier"),
    p("could not be delivered for", GaveUp, "Sendmail: for 5 days"),
    p("cannot send message for", GaveUp, "Sendmail: for 5 days"),
    p("could not deliver the message in the time limit", GaveUp, "Exchange 2007"),
    p("the server has tried to deliver this message, without success", GaveUp, "Exchange"),
    p("did not accept our requests to connect", GaveUp, "Gmail"),
    p("maximum number of delivery attempts", GaveUp, "gateways"),
    p("exceeded the maximum", GaveUp, "IMail, gateways"),
    p("delivery attempts will continue to be made", StillTrying, "Exim"),
    // The failure is permanent.
    p("permanent error", Permanent, "qmail, Exim, Gmail"),
    p("permanent failure", Permanent, "Courier, SendGrid"),
    p("failed permanently", Permanent, "Gmail"),
    p("permanently failed", Permanent, "several"),
    p("permanent fatal errors", Permanent, "Sendmail"),
    p("unrecoverable error", Permanent, "several"),
    p("fatal error", Permanent, "Sendmail, SMTP32"),
    p("delivery has failed to these recipients", Permanent, "Exchange, Microsoft 365"),
    p("did not reach the following recipient", Permanent, "Exchange 2003"),
    p("could not be delivered to the following", Permanent, "Exchange, GroupWise"),
    p("message not delivered", Permanent, "Gmail, Exchange"),
    p("message could not be delivered", Permanent, "Postfix, many"),
    p("we were unable to deliver your message", Permanent, "Yahoo"),
    p("was undeliverable", Permanent, "Lotus Notes, Microsoft"),
    p("undeliverable", Permanent, "Exchange, GroupWise, many"),
    p("delivery failure", Permanent, "Lotus Notes, Yahoo"),
    p("mail delivery failed", Permanent, "Exim"),
    p("delivery failed", Permanent, "IMail, several"),
    p("unable to deliver message to", Permanent, "InterScan"),
    p("was not delivered to", Permanent, "Lotus Notes"),
    p("could not be delivered to all of its recipients", Permanent, "old Exim"),
    p("not been collected", Permanent, "old Exim"),
    p("error delivering your mail", Permanent, "DragonFly"),
    p("delivery to the following recipients failed", Permanent, "Exchange"),
    p("unzustellbar", Permanent, "German"),
    p("nicht zugestellt", Permanent, "German"),
    p("non remis", Permanent, "French: Exchange"),
    p("n'a pas pu être remis", Permanent, "French"),
    p("n'a pas pu être distribué", Permanent, "French: Orange"),
    p("échec de la remise", Permanent, "French: Microsoft 365"),
    p("не может быть доставлено", Permanent, "Russian: Mail.ru, Yandex"),
    p("не доставлено", Permanent, "Russian: Yandex"),
    p("не удалось доставить", Permanent, "Russian"),
    p("配信できませんでした", Permanent, "Japanese"),
    p("送信できませんでした", Permanent, "Japanese"),
    p("退信", Permanent, "Chinese: QQ"),
    // The address is unknown, closed or disabled.
    p("user unknown", Cause(AddressUnknown), "Postfix, Sendmail, many"),
    p("unknown user", Cause(AddressUnknown), "Exim, Courier, many"),
    p("user not found", Cause(AddressUnknown), "many"),
    p("user doesn't exist", Cause(AddressUnknown), "Zoho, several"),
    p("user does not exist", Cause(AddressUnknown), "several"),
    p("user doesn't have a", Cause(AddressUnknown), "Yahoo: doesn't have a yahoo.com account"),
    p("user is unknown", Cause(AddressUnknown), "several"),
    p("no such user", Cause(AddressUnknown), "Exim, Mail.ru, many"),
    p("no such recipient", Cause(AddressUnknown), "several"),
    p("no such mailbox", Cause(AddressUnknown), "several"),
    p("no such account", Cause(AddressUnknown), "several"),
    p("no such address", Cause(AddressUnknown), "several"),
    p("no mailbox here by that name", Cause(AddressUnknown), "qmail"),
    p("no mailbox by that name", Cause(AddressUnknown), "qmail variants"),
    p("does not like recipient", Cause(AddressUnknown), "qmail"),
    p("unknown recipient", Cause(AddressUnknown), "Exchange, Domino, many"),
    p("unknown address", Cause(AddressUnknown), "several"),
    p("unknown local part", Cause(AddressUnknown), "Exim"),
    p("unknown mailbox", Cause(AddressUnknown), "several"),
    p("recipient unknown", Cause(AddressUnknown), "several"),
    p("addressee unknown", Cause(AddressUnknown), "old Sendmail"),
    p("address unknown", Cause(AddressUnknown), "several"),
    p("recipient not found", Cause(AddressUnknown), "Microsoft 365"),
    p("recipientnotfound", Cause(AddressUnknown), "Microsoft 365"),
    p("address not found", Cause(AddressUnknown), "Gmail"),
    p("mailbox not found", Cause(AddressUnknown), "several"),
    p("mailbox unavailable", Cause(AddressUnknown), "IMail, Microsoft, many"),
    p("mailbox is unavailable", Cause(AddressUnknown), "several"),
    p("mailbox not available", Cause(AddressUnknown), "several"),
    p("mailbox does not exist", Cause(AddressUnknown), "several"),
    p("mailbox doesn't exist", Cause(AddressUnknown), "several"),
    p("account does not exist", Cause(AddressUnknown), "Exchange, Gmail"),
    p("account that you tried to reach does not exist", Cause(AddressUnknown), "Gmail"),
    p("recipient does not exist", Cause(AddressUnknown), "several"),
    p("address does not exist", Cause(AddressUnknown), "several"),
    p("address doesn't exist", Cause(AddressUnknown), "several"),
    p("recipient name is not recognized", Cause(AddressUnknown), "Exchange 2003"),
    p("does not exist at the organization", Cause(AddressUnknown), "Exchange 2003"),
    p("wasn't found at", Cause(AddressUnknown), "Microsoft 365, Outlook.com"),
    p("couldn't be found", Cause(AddressUnknown), "Outlook.com"),
    p("invalid recipient", Cause(AddressUnknown), "several"),
    p("invalid mailbox", Cause(AddressUnknown), "several"),
    p("invalid address", Cause(AddressUnknown), "several"),
    p("not a valid mailbox", Cause(AddressUnknown), "several"),
    p("not a valid user", Cause(AddressUnknown), "several"),
    p("not listed in public name & address book", Cause(AddressUnknown), "Lotus Notes"),
    p("not listed in domino directory", Cause(AddressUnknown), "Lotus Domino"),
    p("not listed in the domino directory", Cause(AddressUnknown), "Lotus Domino"),
    p("undeliverable address", Cause(AddressUnknown), "GroupWise, several"),
    p("account is disabled", Cause(AddressUnknown), "several"),
    p("account has been disabled", Cause(AddressUnknown), "Yahoo, several"),
    p("account disabled", Cause(AddressUnknown), "several"),
    p("mailbox disabled", Cause(AddressUnknown), "several"),
    p("mailbox is disabled", Cause(AddressUnknown), "several"),
    p("account is inactive", Cause(AddressUnknown), "several"),
    p("mailbox is inactive", Cause(AddressUnknown), "several"),
    p("account has been suspended", Cause(AddressUnknown), "several"),
    p("account suspended", Cause(AddressUnknown), "several"),
    p("account expired", Cause(AddressUnknown), "several"),
    p("account is expired", Cause(AddressUnknown), "several"),
    p("no longer active", Cause(AddressUnknown), "several"),
    p("account is locked", Cause(AddressUnknown), "qmail vdelivermail"),
    p("account locked", Cause(AddressUnknown), "several"),
    p("invalid final delivery userid", Cause(AddressUnknown), "IMail"),
    p("no valid recipients", Cause(AddressUnknown), "Verizon"),
    p("not a registered gateway user", Cause(AddressUnknown), "several"),
    p("disabled recipient", Cause(AddressUnknown), "several: 5.7.13"),
    p("mailbox is frozen", Cause(AddressUnknown), "several"),
    p("unbekannt", Cause(AddressUnknown), "German: Empfänger unbekannt"),
    p("existiert nicht", Cause(AddressUnknown), "German"),
    p("gibt es nicht", Cause(AddressUnknown), "German"),
    p("utilisateur inconnu", Cause(AddressUnknown), "French"),
    p("destinataire inconnu", Cause(AddressUnknown), "French"),
    p("adresse inconnue", Cause(AddressUnknown), "French"),
    p("adresse introuvable", Cause(AddressUnknown), "French"),
    p("adresse n'existe pas", Cause(AddressUnknown), "French"),
    p("boîte aux lettres n'existe pas", Cause(AddressUnknown), "French"),
    p("nom de destinataire non reconnu", Cause(AddressUnknown), "French: Exchange"),
    p("нет такого пользователя", Cause(AddressUnknown), "Russian: Yandex"),
    p("пользователь не найден", Cause(AddressUnknown), "Russian: Mail.ru"),
    p("адрес не существует", Cause(AddressUnknown), "Russian"),
    p("не существует", Cause(AddressUnknown), "Russian"),
    p("宛先不明", Cause(AddressUnknown), "Japanese: carriers"),
    p("存在しない", Cause(AddressUnknown), "Japanese: carriers"),
    p("受信者が見つかりません", Cause(AddressUnknown), "Japanese"),
    p("見つかりません", Cause(AddressUnknown), "Japanese: Domino (not found in the directory)"),
    p("用户不存在", Cause(AddressUnknown), "Chinese: QQ, 163"),
    p("不存在", Cause(AddressUnknown), "Chinese"),
    // The domain is unknown.
    p("host not found", Cause(DomainUnknown), "Sendmail, Exchange"),
    p("host unknown", Cause(DomainUnknown), "Sendmail"),
    p("unknown host", Cause(DomainUnknown), "several"),
    p("host or domain name not found", Cause(DomainUnknown), "Postfix"),
    p("domain not found", Cause(DomainUnknown), "Gmail, many"),
    p("domain name not found", Cause(DomainUnknown), "Gmail"),
    p("domain does not exist", Cause(DomainUnknown), "several"),
    p("domain doesn't exist", Cause(DomainUnknown), "several"),
    p("no such domain", Cause(DomainUnknown), "several"),
    p("unknown domain", Cause(DomainUnknown), "several"),
    p("unrouteable address", Cause(DomainUnknown), "Exim"),
    p("unroutable address", Cause(DomainUnknown), "several"),
    p("all relevant mx records point to non-existent hosts", Cause(DomainUnknown), "Exim"),
    p("name service error", Cause(DomainUnknown), "Postfix, Sendmail"),
    p("no mx record", Cause(DomainUnknown), "several"),
    p("no mail exchanger", Cause(DomainUnknown), "several"),
    p("nxdomain", Cause(DomainUnknown), "several"),
    p("dns lookup failure", Cause(DomainUnknown), "DragonFly"),
    p("домен не существует", Cause(DomainUnknown), "Russian"),
    p("domaine introuvable", Cause(DomainUnknown), "French"),
    p("domaine inconnu", Cause(DomainUnknown), "French"),
    p("domain unbekannt", Cause(DomainUnknown), "German"),
    // The mailbox is full.
    p("mailbox full", Cause(MailboxFull), "many"),
    p("mailbox is full", Cause(MailboxFull), "many"),
    p("mail box full", Cause(MailboxFull), "several"),
    p("inbox is full", Cause(MailboxFull), "several"),
    p("out of storage space", Cause(MailboxFull), "Gmail"),
    p("over quota", Cause(MailboxFull), "many"),
    p("overquota", Cause(MailboxFull), "several"),
    p("quota exceeded", Cause(MailboxFull), "many"),
    p("exceeded its quota", Cause(MailboxFull), "several"),
    p("exceeds its quota", Cause(MailboxFull), "several"),
    p("exceeded storage allocation", Cause(MailboxFull), "Sendmail"),
    p("mailbox size limit exceeded", Cause(MailboxFull), "Postfix"),
    p("mailbox has exceeded", Cause(MailboxFull), "Exchange"),
    p("insufficient storage", Cause(MailboxFull), "several"),
    p("disk quota", Cause(MailboxFull), "several"),
    p("mailbox quota", Cause(MailboxFull), "MDaemon"),
    p("mailbox exceeds", Cause(MailboxFull), "IMail"),
    p("mailbox exceeded", Cause(MailboxFull), "BIGLOBE"),
    p("mailfolder is full", Cause(MailboxFull), "qmail-ldap"),
    p("postfach voll", Cause(MailboxFull), "German"),
    p("speicherplatz", Cause(MailboxFull), "German"),
    p("boîte pleine", Cause(MailboxFull), "French"),
    p("boite pleine", Cause(MailboxFull), "French"),
    p("boîte aux lettres est pleine", Cause(MailboxFull), "French"),
    p("quota dépassé", Cause(MailboxFull), "French"),
    p("ящик переполнен", Cause(MailboxFull), "Russian"),
    p("переполнен", Cause(MailboxFull), "Russian"),
    p("容量", Cause(MailboxFull), "Japanese: carriers (mailbox capacity)"),
    // Refused as spam or by policy.
    p("spam", Cause(Refused), "many"),
    p("blocked", Cause(Refused), "many"),
    p("blacklist", Cause(Refused), "many"),
    p("blocklist", Cause(Refused), "many"),
    p("block list", Cause(Refused), "several"),
    p("listed at", Cause(Refused), "RBL rejections"),
    p("listed in", Cause(Refused), "RBL rejections"),
    p("spamhaus", Cause(Refused), "RBL rejections"),
    p("policy", Cause(Refused), "many"),
    p("policies", Cause(Refused), "Mimecast, many"),
    p("allowed rcpthosts", Cause(Refused), "qmail: relaying denied"),
    p("access denied", Cause(Refused), "Postfix, Microsoft"),
    p("relaying denied", Cause(Refused), "Sendmail"),
    p("relay access denied", Cause(Refused), "Postfix"),
    p("relay not permitted", Cause(Refused), "Exim"),
    p("sender denied", Cause(Refused), "several"),
    p("sender rejected", Cause(Refused), "several"),
    p("content rejected", Cause(Refused), "gateways"),
    p("message rejected", Cause(Refused), "Amazon SES, gateways"),
    p("dmarc", Cause(Refused), "Gmail, Yahoo"),
    p("spf", Cause(Refused), "many"),
    p("dkim", Cause(Refused), "many"),
    p("virus", Cause(Refused), "gateways"),
    p("malware", Cause(Refused), "gateways"),
    p("reputation", Cause(Refused), "Gmail, Microsoft"),
    p("unsolicited", Cause(Refused), "several"),
    p("not authorized", Cause(Refused), "several"),
    p("not allowed to send", Cause(Refused), "Google Groups"),
    p("don't have permission", Cause(Refused), "Google Groups"),
    p("do not have permission", Cause(Refused), "Google Groups"),
    p("refused due to", Cause(Refused), "Facebook"),
    p("group you tried to contact", Cause(Refused), "Google Groups"),
    p("連絡しようとしたグループ", Cause(Refused), "Google Groups, Japanese"),
    p("die gruppe, die sie kontaktieren möchten", Cause(Refused), "Google Groups, German"),
    p("not a member of this mailing list", Cause(Refused), "fml"),
    p("groups.google.com/support", Cause(Refused), "Google Groups, in every language"),
    p("reverse dns", Cause(Refused), "Comcast, Exim: no PTR record"),
    p("ptr record", Cause(Refused), "Comcast"),
    p("rdns", Cause(Refused), "Exim"),
    p("mismatches client ip", Cause(Refused), "Outlook.com"),
    p("invalid ip", Cause(Refused), "Yahoo"),
    p("sender address rejected", Cause(Refused), "Postfix, Yahoo: 5.1.8"),
    p("domain of sender address", Cause(Refused), "Sendmail: 5.1.8"),
    p("unroutable sender", Cause(Refused), "Exim"),
    p("mail rejected", Cause(Refused), "Orange, several"),
    p("mail rejeté", Cause(Refused), "French: Orange"),
    p("mail rejete", Cause(Refused), "French: Orange, without accents"),
    p("message filtered", Cause(Refused), "Amazon SES"),
    p("not allowed", Cause(Refused), "Mimecast, Postfix"),
    p("smtp authentication", Cause(Refused), "MessageLabs"),
    p("not configured to relay", Cause(Refused), "several"),
    p("not accepted from", Cause(Refused), "Exim"),
    p("refusé", Cause(Refused), "French"),
    p("abgelehnt", Cause(Refused), "German"),
    p("спам", Cause(Refused), "Russian"),
    p("垃圾邮件", Cause(Refused), "Chinese"),
    p("拒否", Cause(Refused), "Japanese: carriers"),
];

/// The local parts (or display names) of the senders of bounces.
pub(super) const SYSTEM_SENDERS: &[&str] = &[
    "mailer-daemon",           // nearly all MTAs
    "mailer_daemon",           // old systems
    "mailerdaemon",            // old systems
    "mail-daemon",             // several
    "maildaemon",              // several
    "postmaster",              // Exchange, Notes, Yahoo
    "mail delivery system",    // Postfix, Exim display name
    "mail delivery subsystem", // Sendmail, Gmail display name
    "microsoftexchange",       // Microsoft 365 (MicrosoftExchange329e...)
    "mdaemon",                 // MDaemon
    "smtp32",                  // SMTP32
    "mailadmin",               // several
    "post_master",             // Apache James, Verizon
];

/// Words in the subjects of bounces.
pub(super) const BOUNCE_SUBJECTS: &[&str] = &[
    "undeliver",                      // Undeliverable, Undelivered Mail Returned to Sender
    "undelivered",                    // Postfix
    "delivery status notification",   // Gmail, Exchange
    "delivery failure",               // Notes, Yahoo
    "delivery failed",                // Exim, several
    "failure notice",                 // qmail, Yahoo
    "returned mail",                  // Sendmail
    "mail delivery failed",           // Exim
    "non-delivery",                   // several
    "nondeliverable",                 // several
    "not delivered",                  // several
    "delivery notification",          // Domino, several
    "message status - undeliverable", // GroupWise
    "unzustellbar",                   // German
    "nicht zustellbar",               // German
    "non remis",                      // French
    "non distribuable",               // French
    "échec",                          // French
    "не доставлено",                  // Russian
    "недоставленное",                 // Russian
    "returned to sender",             // several
    "are not member",                 // fml: a list refusing a post
    "配信不能",                       // Japanese
    "退信",                           // Chinese
];

/// Words that open the subjects of auto-replies.
pub(super) const AUTO_REPLY_SUBJECTS: &[&str] = &[
    "out of office",        // Outlook, Gmail
    "automatic reply",      // Outlook
    "auto:",                // Notes
    "autoreply",            // several
    "auto-reply",           // several
    "auto reply",           // several
    "vacation",             // Sieve vacation
    "abwesenheit",          // German
    "automatische antwort", // German
    "réponse automatique",  // French
    "absence",              // French
    "автоответ",            // Russian
];

/// Words of a line that opens the mail quoted in a bounce.
pub(super) const RETURNED_MAIL: &[&str] = &[
    "below this line is a copy of the message", // qmail, Exim
    "this is a copy of the message",            // Exim
    "original message follows",                 // Sendmail, several
    "original message headers",                 // Exchange, Microsoft 365
    "original message header",                  // several
    "original message ----",                    // Gmail, webmail
    "-----original message-----",               // Outlook
    "header of the original message",           // qmail-ldap, Japanese carriers
    "returned mail follows",                    // several
    "unsent message below",                     // Sendmail
    "message headers follow",                   // several
    "headers of your message follow",           // Exim
    "text of the original message",             // several
    "original message:",                        // several
    "start of returned message",                // old Exim
    "enclosed is a copy of the message",        // qmail variants
];

/// Text made alike for comparison with the tables: lower case, every run
/// of whitespace one space, curly apostrophes straight.
pub(super) fn alike(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        match c {
            '\u{2019}' | '\u{2018}' => out.push('\''),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// Text made alike for the phrases: made [`alike`], with every run of
/// digits one `#` (so that "after 30 attempts" is one phrase).
pub(super) fn alike_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in alike(text).chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// What the phrases found in `text` (made [`alike_words`]) mean, in the
/// order they appear, each with its offset: phrases that start a word (not
/// inside a longer word, for those that begin with a letter or a digit;
/// they may end inside one, so that "blacklist" finds "blacklisted").
pub(super) fn meanings(text: &str) -> Vec<(usize, Means)> {
    static FINDER: LazyLock<AhoCorasick> = LazyLock::new(|| {
        AhoCorasick::builder()
            .match_kind(MatchKind::LeftmostLongest)
            .build(PHRASES.iter().map(|p| p.words))
            .expect("the phrases make an automaton")
    });
    let bytes = text.as_bytes();
    let word_byte = |at: Option<&u8>| at.is_some_and(|b| b.is_ascii_alphanumeric());
    FINDER
        .find_iter(text)
        .filter(|m| {
            let words = PHRASES[m.pattern().as_usize()].words.as_bytes();
            let cut_before = words[0].is_ascii_alphanumeric()
                && m.start() > 0
                && word_byte(bytes.get(m.start() - 1));
            !cut_before
        })
        .map(|m| (m.start(), PHRASES[m.pattern().as_usize()].means))
        .collect()
}

/// Whether `text` (made [`alike`]) holds one of `table`'s entries.
pub(super) fn holds_any(text: &str, table: &[&str]) -> bool {
    table.iter().any(|entry| text.contains(entry))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_is_written_as_text_is_compared() {
        let tables = [
            SYSTEM_SENDERS,
            BOUNCE_SUBJECTS,
            AUTO_REPLY_SUBJECTS,
            RETURNED_MAIL,
        ];
        for entry in tables.iter().flat_map(|t| t.iter().copied()) {
            assert_eq!(alike(entry), entry, "{entry:?} is not written alike");
        }
        for phrase in PHRASES {
            let words = phrase.words;
            assert_eq!(alike_words(words), words, "{words:?} is not written alike");
        }
    }

    #[test]
    fn phrases_are_found_in_any_case_and_spacing() {
        let text =
            alike_words("This is a permanent\n   error; I\u{2019}ve GIVEN up after 30 attempts.");
        let found: Vec<Means> = meanings(&text).into_iter().map(|(_, m)| m).collect();
        assert_eq!(found, [Permanent, GaveUp, GaveUp]);
        // Not inside a longer word.
        assert!(meanings(&alike_words("antispam filtering")).is_empty());
    }
}
