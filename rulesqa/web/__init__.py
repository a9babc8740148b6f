"""``rulesqa web``: the phone page and the JSON API over a loaded index (issue 40).

Imported only by ``rulesqa web`` (never at the CLI's start-up): Starlette and uvicorn load here.
:func:`rulesqa.web.app.create_app` makes the ASGI app from a :class:`rulesqa.RulesIndex`.
"""
