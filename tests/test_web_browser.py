"""`rulesqa web` in a real browser (issue 40): Debian's headless Chromium, driven through Debian's chromedriver,
asks in English, asks in Russian about an English rule, opens a citation in context, checks a claim and switches
the interface language, at 360 px and 1280 px wide, saving screenshots. One server, one browser session.

Screenshots go to ``$RULESQA_TEST_ARTIFACTS`` when it is set, else to pytest's temporary folder. Skipped, with the
reason, only where Chromium or its driver is not installed (``make setup-dev`` installs both as root)."""

from __future__ import annotations

import base64
import os
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.web.child import start as start_server
from rulesqa.web.child import stop as stop_server
from tests.conftest import CORPUS

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
MISSING = [path for path in (CHROMIUM, CHROMEDRIVER) if not os.access(path, os.X_OK)]

pytestmark = [
    pytest.mark.skipif(bool(MISSING), reason=f"Chromium cannot be used here ({', '.join(MISSING)} not installed; "
                                             "'make setup-dev' installs Debian's chromium and chromium-driver as "
                                             "root with apt-get)"),
    pytest.mark.allow_hosts(["127.0.0.1", "::1"]),  # the server and chromedriver, on this machine only
    pytest.mark.slow,
]

EMPTY_DECK_EN = "What happens when my deck is empty and I must draw?"
EMPTY_DECK_RU = "Что делать, если колода пуста?"
THREE_SCROLLS = "You can hold three spell scrolls."
WAIT = 15.0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    index = tmp_path_factory.mktemp("browser") / "index"
    ingest(CORPUS, index, embedder=FakeEmbedder())
    process, url = start_server(index)
    try:
        yield url
    finally:
        stop_server(process)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--lang=en-US",
                 "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-extensions",
                 "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
                 "--window-size=360,800"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
    profile = tmp_path_factory.mktemp("chromium-profile")
    options.add_argument(f"--user-data-dir={profile}")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SE_OFFLINE", "true")  # selenium-manager never fetches a browser or a driver
        driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
        driver.set_page_load_timeout(30)
        try:
            yield driver
        finally:
            driver.quit()


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    chosen = os.environ.get("RULESQA_TEST_ARTIFACTS")
    folder = Path(chosen) / "web" if chosen else tmp_path_factory.mktemp("web-screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _until(check: Callable[[], Any], what: str) -> Any:
    deadline = time.monotonic() + WAIT
    while True:
        try:
            found = check()
        except Exception:  # the page is between states (a stale element while the answer is replaced)
            found = None
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {WAIT:.0f} s for {what}")
        time.sleep(0.05)


def _shoot(driver: Any, folder: Path, name: str, width: int) -> Path:
    """A screenshot of the whole page laid out ``width`` px wide (a phone's, when narrow), saved as PNG."""
    metrics = {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 600}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    height = int(driver.execute_script("return document.documentElement.scrollHeight"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**metrics, "height": min(max(height, 400), 6000)})
    overflow = driver.execute_script("return document.documentElement.scrollWidth")
    assert overflow <= width, f"{name}: the page is {overflow} px wide at {width} px"
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
    path = folder / f"{name}-{width}.png"
    path.write_bytes(base64.b64decode(shot["data"]))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    return path


def _text(driver: Any, css: str) -> str:
    from selenium.webdriver.common.by import By

    return str(driver.find_element(By.CSS_SELECTOR, css).text)


def _only_this_server(driver: Any, url: str) -> None:
    """Every resource the page loaded, and every link and form on it, is on the server."""
    origin = url.rstrip("/")
    loaded = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and all(name.startswith(origin + "/") for name in loaded), loaded
    targets = driver.execute_script(
        "return Array.from(document.querySelectorAll('[href],[src],[action]'))"
        ".map(e => e.href || e.src || e.action)")
    assert all(str(t).startswith(origin + "/") for t in targets), targets


def test_a_player_asks_checks_and_reads_the_rules_at_the_table(server: str, browser: Any, artifacts: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver = browser
    driver.get(server)
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"  # the browser's language
    assert _text(driver, "label[for=q]") == "Your question"
    _only_this_server(driver, server)
    _shoot(driver, artifacts, "01-home", 360)

    # ask in English, with the keyboard: type and press Enter (app.js answers in place)
    box = driver.find_element(By.ID, "q")
    box.send_keys(EMPTY_DECK_EN, Keys.ENTER)
    answer = _until(lambda: driver.find_element(By.CSS_SELECTOR, "#result .result"), "the English answer")
    assert "Answer" in answer.text
    marked = _text(driver, "#result blockquote.rule mark")
    assert marked.startswith("If your Deck is empty when you must draw, shuffle your Discard Pile")
    assert "h3-deck-building/1/empty-deck" in _text(driver, "#result .cite")
    also = driver.find_element(By.CSS_SELECTOR, "#result details.also")
    assert also.get_attribute("open") is None  # "also relevant" is collapsed
    assert "q=What+happens" in driver.current_url  # the answer has its own address
    _shoot(driver, artifacts, "02-ask-english", 360)

    # ask in Russian about an English rule
    box = driver.find_element(By.ID, "q")
    box.clear()
    box.send_keys(EMPTY_DECK_RU)
    driver.find_element(By.CSS_SELECTOR, "#ask button[type=submit]").click()
    _until(lambda: "Пустая колода" in _text(driver, "#result .cite"), "the Russian question's answer")
    assert _text(driver, "#result blockquote.rule mark").startswith("If your Deck is empty")  # quoted as written
    assert driver.find_element(By.CSS_SELECTOR, "#result blockquote.rule").get_attribute("lang") == "en"
    assert "Deck — Колода" in _text(driver, "#result .terms")
    _shoot(driver, artifacts, "03-ask-russian", 360)
    _shoot(driver, artifacts, "03-ask-russian", 1280)

    # tap the citation: the rule in context
    driver.find_element(By.CSS_SELECTOR, "#result .cite a").click()
    _until(lambda: "/rule/h3-deck-building/1/empty-deck" in driver.current_url, "the rule's page")
    assert "If your Deck is empty when you must draw" in _text(driver, "article.rule .text")
    assert _text(driver, ".parent a") == "1. General card rules"
    siblings = _text(driver, "nav.siblings")
    assert "Searching" in siblings and "Gaining cards" in siblings
    assert _text(driver, "nav.siblings a[aria-current=page]") == "Empty Deck"
    driver.find_element(By.CSS_SELECTOR, "details.outline summary").click()
    assert "AI Rules" not in _text(driver, "details.outline") and "Spell Scrolls" in _text(driver, "details.outline")
    _only_this_server(driver, server)
    _shoot(driver, artifacts, "04-rule-in-context", 360)
    _shoot(driver, artifacts, "04-rule-in-context", 1280)

    # check a claim: the toggle changes the form's words, the verdict comes with its deciding sentence
    driver.find_element(By.CSS_SELECTOR, "header a.home").click()
    _until(lambda: driver.find_element(By.ID, "q"), "the form")
    driver.find_element(By.CSS_SELECTOR, "input[name=mode][value=verify]").click()
    assert _text(driver, "label[for=q]") == "The claim to check"
    driver.find_element(By.ID, "q").send_keys(THREE_SCROLLS, Keys.ENTER)
    verdict = _until(lambda: driver.find_element(By.CSS_SELECTOR, "#result h2.verdict"), "the verdict")
    assert verdict.text == "Contradicted"
    assert _text(driver, "#result .reason") == "the rule says 2, the claim says 3"
    assert _text(driver, "#result blockquote.rule mark").startswith("You can have 2 Scrolls;")
    _shoot(driver, artifacts, "05-verify", 360)

    # switch the interface to Russian: the same verdict, told in Russian words; the rule still as written
    driver.find_element(By.CSS_SELECTOR, "header a.lang").click()
    _until(lambda: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru", "the Russian page")
    assert _text(driver, "#result h2.verdict") == "Противоречит правилам"
    assert "Решающее предложение" in _text(driver, "#result")
    assert _text(driver, "#result blockquote.rule mark").startswith("You can have 2 Scrolls;")
    assert _text(driver, "label[for=q]") == "Утверждение для проверки"
    _shoot(driver, artifacts, "06-russian-interface", 360)
    _shoot(driver, artifacts, "06-russian-interface", 1280)
    _only_this_server(driver, server)


def test_the_page_follows_the_systems_dark_mode(server: str, browser: Any, artifacts: Path) -> None:
    driver = browser
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        driver.get(server + "glossary?ui=ru&term=Колода")
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert background == "rgb(21, 21, 21)"
        assert "Колода" in _text(driver, "#found")
        _shoot(driver, artifacts, "07-glossary-dark", 360)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
