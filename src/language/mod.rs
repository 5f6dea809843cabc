//! The languages the server writes in. Every text it puts into a mail
//! body is a message of a catalogue, one Project Fluent file a language
//! (`en.ftl`, `fr.ftl` beside this file), named by key ([`Msg`]) and
//! written out for each recipient in their own language.
//!
//! A new language is one `.ftl` file with every key of `en.ftl`, and one
//! line in [`CATALOGUES`]; the tests below fail until its keys match.

mod msg;
mod utc;

pub use msg::{Arg, Msg};
pub use utc::{duration_text, utc_text};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

/// Every language: its code (what `change language` takes, and the
/// language tag its plural rules follow) and its catalogue. English
/// first: the default, and the one the log speaks.
const CATALOGUES: &[(&str, &str)] = &[
    ("en", include_str!("en.ftl")),
    ("fr", include_str!("fr.ftl")),
];

/// A language the server writes in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Language(usize);

/// The catalogues read once, in the order of [`CATALOGUES`].
static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    CATALOGUES
        .iter()
        .map(|(code, text)| bundle(code, text).unwrap_or_else(|e| panic!("{e}")))
        .collect()
});

/// The bundle of one catalogue: its messages with the plural rules of
/// `code`; placeables written without Unicode isolation marks (mail
/// bodies are left-to-right text, and the marks would show in terminals).
fn bundle(code: &str, text: &str) -> Result<FluentBundle<FluentResource>, String> {
    let id: LanguageIdentifier = code
        .parse()
        .map_err(|e| format!("{code}: not a language tag: {e}"))?;
    let resource = FluentResource::try_new(text.to_string())
        .map_err(|(_, errors)| format!("{code}.ftl does not parse: {errors:?}"))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| format!("{code}.ftl: {errors:?}"))?;
    Ok(bundle)
}

impl Language {
    /// English: the default.
    pub const ENGLISH: Language = Language(0);

    /// Every language, English first.
    pub fn all() -> impl Iterator<Item = Language> {
        (0..CATALOGUES.len()).map(Language)
    }

    /// The language's code (`en`, `fr`).
    pub fn code(self) -> &'static str {
        CATALOGUES[self.0].0
    }

    /// The language of a code, in any case (`FR`).
    pub fn from_code(code: &str) -> Option<Language> {
        Language::all().find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language of a stored code; English for one no longer known.
    pub fn stored(code: &str) -> Language {
        Language::from_code(code).unwrap_or(Language::ENGLISH)
    }

    /// The language a mail from a sender with no account asks for: the
    /// first of ours its `Content-Language` names, else the first its
    /// `Accept-Language` names (each a list of language tags, most wanted
    /// first); English when neither names one.
    pub fn asked_by(content_language: Option<&str>, accept_language: Option<&str>) -> Language {
        [content_language, accept_language]
            .into_iter()
            .flatten()
            .find_map(Language::first_of)
            .unwrap_or(Language::ENGLISH)
    }

    /// The first of ours among a header's language tags (`fr-CA, en`).
    fn first_of(tags: &str) -> Option<Language> {
        let requested = fluent_langneg::parse_accepted_languages(tags);
        let available: Vec<LanguageIdentifier> = Language::all()
            .filter_map(|l| l.code().parse().ok())
            .collect();
        let chosen = fluent_langneg::negotiate_languages(
            &requested,
            &available,
            None,
            fluent_langneg::NegotiationStrategy::Filtering,
        );
        let first = chosen.first()?.to_string();
        Language::from_code(&first)
    }

    /// The message written in this language (in English when this
    /// catalogue lacks it, which the tests forbid).
    pub fn text(self, msg: &Msg) -> String {
        let found = |l: Language| {
            let bundle = &BUNDLES[l.0];
            bundle
                .get_message(msg.key)
                .and_then(|m| m.value())
                .map(|pattern| (bundle, pattern))
        };
        let Some((bundle, pattern)) = found(self).or_else(|| found(Language::ENGLISH)) else {
            return msg.key.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            match arg {
                Arg::Text(s) => args.set(*name, s.as_str()),
                Arg::Number(n) => args.set(*name, *n),
                Arg::Msg(m) => args.set(*name, self.text(m)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        if !errors.is_empty() {
            tracing::warn!(key = msg.key, ?errors, "a message written with errors");
        }
        text
    }
}

#[cfg(test)]
mod tests;
