//! The page's files, `assets/webapp/`, built into the binary (no CDN at
//! run time) and served under the page's URL: `index.html` for the base
//! itself, each file with its content type, gzipped once at first use for
//! clients that accept it, and cached by browsers for [`MAX_AGE_SECS`]
//! (the page, whose script names change with no hash, is revalidated with
//! its `ETag`).

use std::collections::HashMap;
use std::io::Write as _;
use std::sync::LazyLock;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use flate2::Compression;
use flate2::write::GzEncoder;
use include_dir::{Dir, include_dir};

/// Every file of the page.
static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets/webapp");

/// How long a browser keeps a file without asking again.
const MAX_AGE_SECS: u32 = 300;

/// One file, ready to send.
struct Asset {
    bytes: &'static [u8],
    gzipped: Option<Vec<u8>>,
    content_type: HeaderValue,
    etag: HeaderValue,
}

/// The files by their path under the page's base (`index.html`, `app.js`).
static ASSETS: LazyLock<HashMap<String, Asset>> = LazyLock::new(|| {
    let mut all = HashMap::new();
    collect(&FILES, &mut all);
    all
});

fn collect(dir: &'static Dir<'static>, into: &mut HashMap<String, Asset>) {
    for file in dir.files() {
        let path = file.path().to_string_lossy().replace('\\', "/");
        let bytes = file.contents();
        let mime = mime_guess::from_path(&path).first_or_octet_stream();
        let content_type = match mime.type_() {
            mime_guess::mime::TEXT | mime_guess::mime::APPLICATION
                if mime.get_param("charset").is_none() && is_text(&path) =>
            {
                format!("{mime}; charset=utf-8")
            }
            _ => mime.to_string(),
        };
        let gzipped = is_text(&path).then(|| gzip(bytes)).flatten();
        let etag = format!("\"{:016x}\"", fingerprint(bytes));
        into.insert(
            path,
            Asset {
                bytes,
                gzipped,
                content_type: HeaderValue::from_str(&content_type)
                    .unwrap_or(HeaderValue::from_static("application/octet-stream")),
                etag: HeaderValue::from_str(&etag).unwrap_or(HeaderValue::from_static("\"0\"")),
            },
        );
    }
    for sub in dir.dirs() {
        collect(sub, into);
    }
}

/// Files worth compressing (images and fonts are compressed already).
fn is_text(path: &str) -> bool {
    [
        ".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map",
    ]
    .iter()
    .any(|ext| path.ends_with(ext))
}

fn gzip(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes).ok()?;
    encoder.finish().ok()
}

/// FNV-1a: a stable fingerprint of a file for its `ETag`.
fn fingerprint(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether the request accepts gzip.
fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';');
            let name = parts.next().unwrap_or("").trim();
            let refused = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .is_some_and(|q| q.trim().parse::<f32>().is_ok_and(|q| q == 0.0))
            });
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

/// The file at `path` under the page's base (`""` is `index.html`); `404`
/// for anything else.
pub(crate) fn serve(path: &str, headers: &HeaderMap) -> Response {
    let path = if path.is_empty() || path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_owned()
    };
    let Some(asset) = ASSETS.get(&path) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let cache = HeaderValue::from_str(&format!("public, max-age={MAX_AGE_SECS}"))
        .unwrap_or(HeaderValue::from_static("no-cache"));
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|tag| tag.as_bytes() == asset.etag.as_bytes());
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        match &asset.gzipped {
            Some(gzipped) if accepts_gzip(headers) => {
                let mut r = Response::new(Body::from(gzipped.clone()));
                r.headers_mut()
                    .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
                r
            }
            _ => Response::new(Body::from(asset.bytes)),
        }
    };
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, asset.content_type.clone());
    h.insert(header::CACHE_CONTROL, cache);
    h.insert(header::ETAG, asset.etag.clone());
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gzip_is_sent_only_to_clients_that_accept_it() {
        let mut headers = HeaderMap::new();
        assert!(!accepts_gzip(&headers));
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("br, gzip;q=0.8"),
        );
        assert!(accepts_gzip(&headers));
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip;q=0, br"),
        );
        assert!(!accepts_gzip(&headers));
    }

    #[test]
    fn the_page_is_served_at_the_base_and_unknown_files_are_not() {
        let headers = HeaderMap::new();
        let page = serve("", &headers);
        assert_eq!(page.status(), StatusCode::OK);
        assert_eq!(
            page.headers()[header::CONTENT_TYPE],
            "text/html; charset=utf-8"
        );
        assert_eq!(serve("index.html", &headers).status(), StatusCode::OK);
        assert_eq!(
            serve("../Cargo.toml", &headers).status(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            serve("nothing.js", &headers).status(),
            StatusCode::NOT_FOUND
        );
    }
}
