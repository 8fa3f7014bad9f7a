//! Files people send the bot: the PDN record attached to `/load`, fetched
//! through the Bot API (`getFile`, then the file URL) and read no further
//! than [`MAX_RECORD_FILE`](crate::app::MAX_RECORD_FILE) bytes.

use std::time::Duration;

use futures::StreamExt as _;
use teloxide::net::Download as _;
use teloxide::prelude::*;

use super::TgBot;
use super::retry::{self, Backoff, describe};
use super::updates::Attached;
use crate::adapters::attached;
use crate::app::RecordFile;

/// The longest `getFile` and the download may take together before the
/// file counts as not handed over: the update waits for it.
pub(crate) const FETCH_WITHIN: Duration = Duration::from_secs(10);

/// The bytes of an attached record, or why there are none.
pub(crate) async fn fetch(
    bot: &TgBot,
    backoff: &Backoff,
    file: &Attached,
) -> Result<Vec<u8>, RecordFile> {
    match tokio::time::timeout(FETCH_WITHIN, download(bot, backoff, file)).await {
        Ok(fetched) => fetched,
        Err(_) => {
            tracing::warn!("an attached record took too long to download");
            Err(RecordFile::Unavailable)
        }
    }
}

async fn download(bot: &TgBot, backoff: &Backoff, file: &Attached) -> Result<Vec<u8>, RecordFile> {
    let meta = retry::call_within(backoff, "getFile", FETCH_WITHIN, || {
        bot.get_file(file.file.clone()).send()
    })
    .await
    .map_err(|error| {
        tracing::warn!(error = %describe(&error), "could not look up an attached record");
        RecordFile::Unavailable
    })?;
    // Telegram states the size; a file without one says `u32::MAX`.
    if meta.size != u32::MAX && attached::too_large(u64::from(meta.size)) {
        return Err(attached::refused_as_too_large());
    }
    let mut stream = bot.download_file_stream(&meta.path);
    let mut bytes = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|error| {
            tracing::warn!(%error, "could not download an attached record");
            RecordFile::Unavailable
        })?;
        bytes.extend_from_slice(&chunk);
        if attached::too_large(bytes.len() as u64) {
            return Err(attached::refused_as_too_large());
        }
    }
    Ok(bytes)
}
