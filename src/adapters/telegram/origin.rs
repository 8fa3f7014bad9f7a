//! The adapter's token for an event, carried through the core as
//! [`Request::origin`](crate::app::Request::origin) and handed back on the
//! outputs that answer it ([`Outgoing::reply_to`](crate::delivery::Outgoing)).
//!
//! It tells the delivery side how to answer: a reply to the user's message in
//! a group, or, for a button press, a toast on the pressed button (refusals
//! are meant for the presser alone) and an in-place edit of a paged move list.

use teloxide::types::{CallbackQueryId, MessageId};

/// What an output answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// A user's message in a group: replies quote it.
    Message(MessageId),
    /// A button press.
    Press {
        /// The callback query to answer.
        query: CallbackQueryId,
        /// The message the button was on.
        message: MessageId,
        /// Whether that message is text (a move list, which can be edited
        /// into its next page) rather than a board photo.
        on_text: bool,
    },
    /// A button press on a message posted through inline mode, which has
    /// no chat to write to: the press's answer is the only way to speak.
    InlinePress {
        /// The callback query to answer.
        query: CallbackQueryId,
    },
    /// A move or an action made on the Mini App's page, whose API answers
    /// the refusals itself: they are not sent to the chat.
    Page,
}

impl Origin {
    /// The text form kept in the request.
    pub(crate) fn encode(&self) -> String {
        match self {
            Origin::Message(id) => format!("m:{}", id.0),
            Origin::Press {
                query,
                message,
                on_text,
            } => format!("p:{}:{}:{}", message.0, u8::from(*on_text), query.0),
            Origin::InlinePress { query } => format!("i:{}", query.0),
            Origin::Page => "w:".to_owned(),
        }
    }

    /// Reads [`Origin::encode`]'s form; anything else gives `None`.
    pub(crate) fn decode(text: &str) -> Option<Origin> {
        let (kind, rest) = text.split_once(':')?;
        match kind {
            "m" => Some(Origin::Message(MessageId(rest.parse().ok()?))),
            "p" => {
                let mut parts = rest.splitn(3, ':');
                let message = MessageId(parts.next()?.parse().ok()?);
                let on_text = match parts.next()? {
                    "0" => false,
                    "1" => true,
                    _ => return None,
                };
                let query = parts.next().filter(|q| !q.is_empty())?;
                Some(Origin::Press {
                    query: CallbackQueryId(query.to_owned()),
                    message,
                    on_text,
                })
            }
            "i" if !rest.is_empty() => Some(Origin::InlinePress {
                query: CallbackQueryId(rest.to_owned()),
            }),
            // The rest is the request's own token, which only tells
            // requests apart.
            "w" => Some(Origin::Page),
            _ => None,
        }
    }

    /// The message a reply should quote.
    pub(crate) fn reply_target(&self) -> Option<MessageId> {
        match self {
            Origin::Message(id) => Some(*id),
            Origin::Press { .. } | Origin::InlinePress { .. } | Origin::Page => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_round_trip() {
        let origins = [
            Origin::Message(MessageId(42)),
            Origin::Press {
                query: CallbackQueryId("4382:1:x".into()),
                message: MessageId(7),
                on_text: true,
            },
            Origin::Press {
                query: CallbackQueryId("1".into()),
                message: MessageId(9),
                on_text: false,
            },
            Origin::InlinePress {
                query: CallbackQueryId("77:x".into()),
            },
            Origin::Page,
        ];
        for origin in origins {
            assert_eq!(Origin::decode(&origin.encode()), Some(origin.clone()));
        }
        assert_eq!(
            Origin::decode("w:a1b2"),
            Some(Origin::Page),
            "a page's token"
        );
    }

    #[test]
    fn foreign_tokens_are_not_origins() {
        for junk in [
            "",
            "m",
            "m:x",
            "p:1:2:",
            "p:1:0",
            "q:1",
            "i:",
            "boards/local-game1.png",
        ] {
            assert_eq!(Origin::decode(junk), None, "{junk}");
        }
    }
}
