//! The Mini App in a real browser: Debian's headless Chromium (the system
//! executable, never a downloaded one) driven over the DevTools protocol by
//! chromiumoxide. Each page gets its own stub of Telegram's
//! `telegram-web-app.js` (the request to telegram.org is intercepted and
//! answered here), carrying the page's `initData` (signed with the fake Bot
//! API's token by `super::webapp::init_data`).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chromiumoxide::browser::{Browser as Chromium, BrowserConfig};
use chromiumoxide::cdp::browser_protocol::fetch::{
    self, EventRequestPaused, FulfillRequestParams, HeaderEntry, RequestPattern,
};
use chromiumoxide::cdp::browser_protocol::input::{
    DispatchMouseEventParams, DispatchMouseEventType, MouseButton,
};
use chromiumoxide::cdp::browser_protocol::page::CaptureScreenshotFormat;
use chromiumoxide::handler::viewport::Viewport;
use chromiumoxide::layout::Point;
use chromiumoxide::page::{Page as Tab, ScreenshotParams};
use futures::StreamExt;
use serde_json::{Value, json};
use tokio::task::JoinHandle;

/// The URL the page loads Telegram's script from (the contract's).
pub const TELEGRAM_JS: &str = "https://telegram.org/js/telegram-web-app.js";

/// The page width of the tests and the screenshots, in CSS pixels.
pub const WIDTH: u32 = 360;
/// The page height of the tests and the screenshots.
pub const HEIGHT: u32 = 720;

/// How long a test waits for the page to show something.
pub const WAIT: Duration = Duration::from_secs(15);

/// The Chromium the tests drive: `DAMABOT_CHROMIUM` if set, else Debian's
/// `/usr/bin/chromium` (`.ci/run` installs it when missing).
pub fn chromium_path() -> PathBuf {
    std::env::var_os("DAMABOT_CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"))
}

/// Telegram's colour scheme for a page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    /// Telegram's light theme.
    Light,
    /// A custom dark theme (its background is none of the page's own).
    Dark,
}

/// The stub of `telegram-web-app.js` for one page: `Telegram.WebApp` with
/// the `initData` given, what Telegram parses out of it, and `scheme`'s
/// `themeParams`.
pub fn telegram_stub(init_data: &str, scheme: Scheme) -> String {
    let mut unsafe_data = serde_json::Map::new();
    for (k, v) in form_urlencoded::parse(init_data.as_bytes()) {
        let value = if k == "user" {
            serde_json::from_str(&v).expect("user is JSON")
        } else {
            Value::String(v.into_owned())
        };
        unsafe_data.insert(k.into_owned(), value);
    }
    let web_app = json!({
        "initData": init_data,
        "initDataUnsafe": unsafe_data,
        "platform": "tdesktop",
        "version": "8.0",
        "colorScheme": if scheme == Scheme::Dark { "dark" } else { "light" },
        "themeParams": if scheme == Scheme::Dark {
            json!({
                "bg_color": "#1a1b2c",
                "text_color": "#f0f0f0",
                "hint_color": "#8a8fa8",
                "link_color": "#6ab3f3",
                "button_color": "#5a6ed1",
                "button_text_color": "#ffffff",
                "secondary_bg_color": "#262840"
            })
        } else {
            json!({
                "bg_color": "#ffffff",
                "text_color": "#000000",
                "hint_color": "#999999",
                "link_color": "#2481cc",
                "button_color": "#2481cc",
                "button_text_color": "#ffffff",
                "secondary_bg_color": "#efeff3"
            })
        }
    });
    format!(
        "window.Telegram = {{ WebApp: Object.assign({web_app}, {{ \
         ready() {{}}, expand() {{}}, onEvent() {{}}, offEvent() {{}}, \
         HapticFeedback: {{ notificationOccurred() {{}}, impactOccurred() {{}} }} }}) }};"
    )
}

/// A headless Chromium; dropping it kills the browser.
pub struct Browser {
    chromium: Chromium,
    events: JoinHandle<()>,
    _profile: tempfile::TempDir,
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.events.abort();
        // chromiumoxide kills the child process when the Browser drops.
        let _ = &self.chromium;
    }
}

impl Browser {
    /// Starts the system Chromium, headless, at [`WIDTH`]×[`HEIGHT`].
    pub async fn launch() -> Browser {
        let profile = tempfile::tempdir().expect("a profile dir");
        let config = BrowserConfig::builder()
            .chrome_executable(chromium_path())
            .user_data_dir(profile.path())
            .no_sandbox()
            .new_headless_mode()
            .window_size(WIDTH, HEIGHT)
            // A machine busy with builds may take long to start it.
            .launch_timeout(Duration::from_secs(90))
            .viewport(Viewport {
                width: WIDTH,
                height: HEIGHT,
                device_scale_factor: Some(1.0),
                emulating_mobile: false,
                is_landscape: false,
                has_touch: false,
            })
            .args([
                "--disable-gpu",
                "--hide-scrollbars",
                "--font-render-hinting=none",
                "--force-color-profile=srgb",
                "--disable-lcd-text",
                "--disable-background-networking",
                "--no-first-run",
                // Tabs behind the one in front keep their timers and
                // drawing: the opponent's page must update live.
                "--disable-background-timer-throttling",
                "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows",
            ])
            .build()
            .expect("a browser configuration");
        let (chromium, mut handler) = Chromium::launch(config)
            .await
            .unwrap_or_else(|e| panic!("start {}: {e}", chromium_path().display()));
        let events = tokio::spawn(async move { while handler.next().await.is_some() {} });
        Browser {
            chromium,
            events,
            _profile: profile,
        }
    }

    /// Opens `url` in a new tab whose Telegram script is the stub for
    /// `init_data` and `scheme`; returns once the page shows game state
    /// (`data-version`) or an error.
    pub async fn open(&self, url: &str, init_data: &str, scheme: Scheme) -> Page {
        let tab = self.open_tab(url, init_data, scheme).await;
        let page = Page { tab };
        page.wait_for("document.getElementById('app').dataset.version || !document.getElementById('error').hidden")
            .await;
        page
    }

    /// Opens `url` in a new tab with the stub for `init_data` and `scheme`,
    /// and returns at once, before the page has loaded.
    async fn open_tab(&self, url: &str, init_data: &str, scheme: Scheme) -> Tab {
        let tab = self
            .chromium
            .new_page("about:blank")
            .await
            .expect("a new tab");
        let mut paused = tab
            .event_listener::<EventRequestPaused>()
            .await
            .expect("listen for paused requests");
        tab.execute(
            fetch::EnableParams::builder()
                .pattern(
                    RequestPattern::builder()
                        .url_pattern("*telegram-web-app.js*")
                        .build(),
                )
                .build(),
        )
        .await
        .expect("intercept Telegram's script");
        let stub = STANDARD.encode(telegram_stub(init_data, scheme));
        let answering = tab.clone();
        tokio::spawn(async move {
            while let Some(event) = paused.next().await {
                assert_eq!(
                    event.request.url, TELEGRAM_JS,
                    "only Telegram's script is intercepted"
                );
                let fulfil = FulfillRequestParams::builder()
                    .request_id(event.request_id.clone())
                    .response_code(200)
                    .response_header(HeaderEntry::new("Content-Type", "text/javascript"))
                    .body(stub.clone())
                    .build()
                    .expect("a response");
                if answering.execute(fulfil).await.is_err() {
                    break;
                }
            }
        });
        tab.goto(url).await.expect("the page loads");
        tab
    }
}

/// One tab showing the Mini App.
pub struct Page {
    pub tab: Tab,
}

impl Page {
    /// Evaluates `expression` in the page; returns its JSON value.
    pub async fn eval(&self, expression: &str) -> Value {
        self.tab
            .evaluate(expression)
            .await
            .unwrap_or_else(|e| panic!("evaluate {expression}: {e}"))
            .value()
            .cloned()
            .unwrap_or(Value::Null)
    }

    /// Waits until `expression` is truthy in the page.
    pub async fn wait_for(&self, expression: &str) {
        let start = Instant::now();
        let truthy = format!("!!({expression})");
        loop {
            if self.eval(&truthy).await == Value::Bool(true) {
                return;
            }
            assert!(
                start.elapsed() < WAIT,
                "the page never showed {expression}; its text: {}",
                self.eval("document.body.innerText").await
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The game version the page shows.
    pub async fn version(&self) -> u64 {
        self.eval("Number(document.getElementById('app').dataset.version || 0)")
            .await
            .as_u64()
            .unwrap_or(0)
    }

    /// Waits until the page shows a version above `version`; returns it.
    pub async fn newer_than(&self, version: u64) -> u64 {
        self.wait_for(&format!(
            "Number(document.getElementById('app').dataset.version || 0) > {version}"
        ))
        .await;
        self.version().await
    }

    /// The piece on `square` as the page shows it (`wm`, `bk`, …), if any.
    pub async fn piece(&self, square: &str) -> Option<String> {
        self.eval(&format!(
            "(document.querySelector('[data-square=\"{square}\"]') || {{dataset: {{}}}}).dataset.piece || null"
        ))
        .await
        .as_str()
        .map(str::to_owned)
    }

    /// An attribute of the element of `square`.
    pub async fn square_attr(&self, square: &str, attribute: &str) -> Option<String> {
        self.eval(&format!(
            "document.querySelector('[data-square=\"{square}\"]')?.getAttribute('{attribute}') ?? null"
        ))
        .await
        .as_str()
        .map(str::to_owned)
    }

    /// The squares (sorted) carrying the class `class` (`target`, `landing`, …).
    pub async fn squares_with(&self, class: &str) -> Vec<String> {
        let value = self
            .eval(&format!(
                "[...document.querySelectorAll('[data-square].{class}')].map(e => e.dataset.square).sort()"
            ))
            .await;
        serde_json::from_value(value).expect("a list of squares")
    }

    /// The text of the element with id `id`.
    pub async fn text(&self, id: &str) -> String {
        self.eval(&format!("document.getElementById('{id}').innerText"))
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// The centre of `selector`'s element, in the page's coordinates.
    async fn centre(&self, selector: &str) -> Point {
        // Chromium acknowledges input to a background tab only after
        // seconds; a player's tab is in front when they touch it.
        self.tab
            .bring_to_front()
            .await
            .expect("bring the tab to the front");
        let element = self
            .tab
            .find_element(selector)
            .await
            .unwrap_or_else(|e| panic!("no element {selector}: {e}"));
        element
            .clickable_point()
            .await
            .unwrap_or_else(|e| panic!("{selector} cannot be clicked: {e}"))
    }

    /// Clicks the square `square` with the mouse, as a player taps it.
    pub async fn click(&self, square: &str) {
        let at = self.centre(&format!("[data-square=\"{square}\"]")).await;
        self.tab
            .click(at)
            .await
            .unwrap_or_else(|e| panic!("click {square}: {e}"));
    }

    /// Clicks the button of the action `action` (`offer_draw`, …).
    pub async fn press(&self, action: &str) {
        let at = self.centre(&format!("[data-action=\"{action}\"]")).await;
        self.tab
            .click(at)
            .await
            .unwrap_or_else(|e| panic!("press {action}: {e}"));
    }

    /// Drags the piece on `from` to `to` with the mouse: pressed on `from`,
    /// moved in steps, released on `to`.
    pub async fn drag(&self, from: &str, to: &str) {
        let a = self.centre(&format!("[data-square=\"{from}\"]")).await;
        let b = self.centre(&format!("[data-square=\"{to}\"]")).await;
        let event = |kind, x: f64, y: f64| {
            DispatchMouseEventParams::builder()
                .r#type(kind)
                .x(x)
                .y(y)
                .button(MouseButton::Left)
                .buttons(1)
                .click_count(1)
                .build()
                .expect("a mouse event")
        };
        self.tab.move_mouse(a).await.expect("move the mouse");
        self.tab
            .execute(event(DispatchMouseEventType::MousePressed, a.x, a.y))
            .await
            .expect("press");
        for step in 1..=8 {
            let f = f64::from(step) / 8.0;
            let (x, y) = (a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f);
            self.tab
                .execute(event(DispatchMouseEventType::MouseMoved, x, y))
                .await
                .expect("move");
        }
        self.tab
            .execute(event(DispatchMouseEventType::MouseReleased, b.x, b.y))
            .await
            .expect("release");
    }

    /// Closes the tab (its event stream with it).
    pub async fn close(self) {
        self.tab.close().await.expect("close the tab");
    }

    /// A PNG of the visible page.
    pub async fn screenshot(&self) -> Vec<u8> {
        self.tab
            .screenshot(
                ScreenshotParams::builder()
                    .format(CaptureScreenshotFormat::Png)
                    .build(),
            )
            .await
            .expect("a screenshot")
    }
}
