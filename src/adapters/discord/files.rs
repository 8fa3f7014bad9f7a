//! Files people send the bot: the PDN record attached to `!load` (or to
//! the message it answers), downloaded from the attachment's URL and read
//! no further than [`MAX_RECORD_FILE`](crate::app::MAX_RECORD_FILE) bytes.

use std::time::Duration;

use serenity::all::{Attachment, Message};

use crate::adapters::attached;
use crate::app::RecordFile;

/// The longest a download may take before the file counts as not handed
/// over: the message waits for it.
pub(super) const FETCH_WITHIN: Duration = Duration::from_secs(10);

/// The file a `load` in `message` reads: the first attachment of the
/// message, else of the message it answers.
pub(super) fn attachment(message: &Message) -> Option<&Attachment> {
    message
        .attachments
        .first()
        .or_else(|| message.referenced_message.as_deref()?.attachments.first())
}

/// The bytes of an attached record, or why there are none.
pub(super) async fn fetch(
    client: &reqwest::Client,
    file: &Attachment,
) -> Result<Vec<u8>, RecordFile> {
    if attached::too_large(u64::from(file.size)) {
        return Err(attached::refused_as_too_large());
    }
    match tokio::time::timeout(FETCH_WITHIN, download(client, &file.url)).await {
        Ok(fetched) => fetched,
        Err(_) => {
            tracing::warn!("an attached record took too long to download");
            Err(RecordFile::Unavailable)
        }
    }
}

async fn download(client: &reqwest::Client, url: &str) -> Result<Vec<u8>, RecordFile> {
    let unavailable = |error: reqwest::Error| {
        tracing::warn!(error = %error.without_url(), "could not download an attached record");
        RecordFile::Unavailable
    };
    let mut response = client
        .get(url)
        .send()
        .await
        .and_then(reqwest::Response::error_for_status)
        .map_err(unavailable)?;
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(unavailable)? {
        bytes.extend_from_slice(&chunk);
        if attached::too_large(bytes.len() as u64) {
            return Err(attached::refused_as_too_large());
        }
    }
    Ok(bytes)
}
