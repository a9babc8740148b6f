// rulesqa web: instant answers. The page works without this file (a plain GET form); with it, the answer is
// fetched from this server and put in place, and the form's words follow the ask / check toggle.
(function () {
  "use strict";
  var form = document.getElementById("ask");
  if (!form || !window.fetch) { return; }
  var input = document.getElementById("q");
  var label = document.getElementById("q-label");
  var result = document.getElementById("result");
  var button = form.querySelector("button[type=submit]");
  var pending = null;

  function mode() {
    var checked = form.querySelector("input[name=mode]:checked");
    return checked ? checked.value : "ask";
  }
  function followMode() {
    var m = mode();
    label.textContent = label.getAttribute("data-" + m);
    input.setAttribute("placeholder", input.getAttribute("data-" + m));
  }
  form.addEventListener("change", function (event) {
    if (event.target && event.target.name === "mode") { followMode(); }
  });
  input.addEventListener("keydown", function (event) {
    // Enter asks (a question is one line); Shift+Enter still breaks the line
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      if (form.requestSubmit) { form.requestSubmit(); } else { form.submit(); }
    }
  });
  function keepInToggle(query) {
    // the language toggle shows the same answer in the other language
    var toggle = document.querySelector("header a.lang");
    if (!toggle) { return; }
    var params = new URLSearchParams(query);
    params.set("ui", toggle.getAttribute("hreflang"));
    toggle.setAttribute("href", "/?" + params.toString());
  }
  form.addEventListener("submit", function (event) {
    if (!input.value.trim()) { return; }
    event.preventDefault();
    var query = new URLSearchParams(new FormData(form)).toString();
    if (pending) { pending.abort(); }
    pending = new AbortController();
    button.setAttribute("aria-busy", "true");
    result.setAttribute("aria-busy", "true");
    fetch("/answer?" + query, { signal: pending.signal, headers: { "Accept": "text/html" } })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        result.innerHTML = html;  // rendered and escaped by the server
        history.replaceState(null, "", "/?" + query);
        keepInToggle(query);
        var heading = result.querySelector("h2");
        if (heading) { heading.setAttribute("tabindex", "-1"); heading.focus({ preventScroll: false }); }
      })
      .catch(function (error) {
        if (error.name !== "AbortError") { form.submit(); }  // fall back to the plain form
      })
      .finally(function () {
        button.removeAttribute("aria-busy");
        result.removeAttribute("aria-busy");
      });
  });
  followMode();
})();
