"""Headless Chromium through selenium, with the DevTools (CDP) commands the checks use."""

import base64
import io
import shutil
import time

from PIL import Image
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

from suite import Failure

INSTALL_HINT = "apt-get install -y chromium chromium-driver fonts-noto-color-emoji && pip install selenium pillow"


def executables():
    """The Chromium and chromedriver binaries; both come from Debian, so selenium never downloads one."""
    browser = next(filter(None, map(shutil.which, ["chromium", "chromium-browser", "google-chrome"])), None)
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        raise RuntimeError(f"Chromium and chromedriver are needed: {INSTALL_HINT}")
    return browser, driver


class Browser:
    """One headless Chromium with a fresh profile: nothing stored, OS preference light, scripts on."""

    def __init__(self, width=1280, height=900, mouse=False):
        browser, driver = executables()
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for argument in [
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            f"--window-size={width},{height}",
            # Screenshots in plain sRGB, so a pixel's value is the page's color.
            "--force-color-profile=srgb",
            "--lang=en-US",
            # A tab in the background still runs its storage and media listeners promptly.
            "--disable-background-timer-throttling",
            "--disable-renderer-backgrounding",
            "--disable-backgrounding-occluded-windows",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-sync",
            "--disable-component-update",
            "--disable-default-apps",
        ]:
            options.add_argument(argument)
        if mouse:
            # Headless Chromium reports no pointer that hovers, as a touch screen does; `mouse` reports a desktop's
            # (hover: hover, pointer: fine) for what is shown on hover alone.
            options.add_argument("--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(options=options, service=Service(driver))
        self.driver.set_page_load_timeout(60)
        self.driver.set_script_timeout(30)
        self.emulate_scheme("light")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        try:
            self.driver.quit()
        except WebDriverException:
            pass

    # DevTools

    def cdp(self, command, **parameters):
        return self.driver.execute_cdp_cmd(command, parameters)

    def emulate_scheme(self, scheme):
        """The OS appearance the page sees through `prefers-color-scheme`: "light" or "dark"."""
        self.cdp("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])

    def disable_scripts(self):
        """No JavaScript in the current tab from the next page load on."""
        self.cdp("Emulation.setScriptExecutionDisabled", value=True)

    def on_new_document(self, source):
        """Runs `source` in every new document of the current tab before any of the page's own scripts."""
        self.cdp("Page.addScriptToEvaluateOnNewDocument", source=source)

    # Pages

    def open(self, url):
        self.driver.get(url)
        self.wait(lambda: self.js("return document.readyState") == "complete", f"{url} never finished loading")

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def store_choice(self, origin, choice):
        """Puts `choice` in the site's localStorage as a reader's earlier visit would have."""
        self.driver.get(origin + "robots.txt")
        self.js("localStorage.setItem('sitegen-theme', arguments[0])", choice)

    def wait(self, condition, message, timeout=10):
        """Polls `condition` until it is truthy and returns its value; `Failure(message)` after `timeout` s.
        `message` may be a function, called then, to say what was seen instead. A WebDriver error
        while polling (a page in the middle of reloading) counts as not yet."""
        deadline = time.monotonic() + timeout
        while True:
            error = None
            try:
                value = condition()
                if value:
                    return value
            except WebDriverException as raised:
                error = raised
            if time.monotonic() > deadline:
                try:
                    text = message() if callable(message) else message
                except WebDriverException:
                    text = message if isinstance(message, str) else "timed out"
                raise Failure(text + (f" (last error: {error.msg})" if error else ""))
            time.sleep(0.05)

    def appearance(self, selector=":root"):
        """What the reader sees and what the script recorded, for the first element matching `selector`."""
        return self.js(
            """
            const r = document.documentElement, e = document.querySelector(arguments[0]), s = getComputedStyle(e);
            let stored = null;
            try { stored = localStorage.getItem('sitegen-theme'); } catch (_) {}
            return {theme: r.getAttribute('data-theme'), choice: r.getAttribute('data-theme-choice'), stored,
                    pressed: [...document.querySelectorAll('button[data-theme-choice][aria-pressed=true]')]
                        .map(b => b.getAttribute('data-theme-choice')),
                    background: s.backgroundColor, text: s.color};
        """,
            selector,
        )

    def palette(self):
        """The background and text colors theme.css and night.css give each explicit appearance,
        read from probe elements on the current page."""
        return self.js("""
            const out = {};
            for (const appearance of ['light', 'dark', 'night']) {
                const probe = document.createElement('div');
                probe.setAttribute('data-theme', appearance);
                document.body.append(probe);
                const s = getComputedStyle(probe);
                out[appearance] = {background: s.backgroundColor, text: s.color};
                probe.remove();
            }
            return out;
        """)

    def console_errors(self):
        """The console's errors (uncaught exceptions, failed loads, CSP and script errors) since the last call."""
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def full_page_screenshot(self):
        """The whole page, beyond the viewport, at one pixel per CSS pixel, as an RGB image."""
        size = self.cdp("Page.getLayoutMetrics")["cssContentSize"]
        shot = self.cdp(
            "Page.captureScreenshot",
            format="png",
            captureBeyondViewport=True,
            clip={"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1},
        )
        return Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGB")
