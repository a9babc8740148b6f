"""The ``rulesqa`` command's Typer app: every command registered (imported by :func:`rulesqa.cli.main`)."""

from __future__ import annotations

import typer

from rulesqa import __version__
from rulesqa.cli.ask import ask_command
from rulesqa.cli.evaluate import eval_command
from rulesqa.cli.example import example_app
from rulesqa.cli.glossary import glossary_command
from rulesqa.cli.ingest import ingest_command
from rulesqa.cli.repl import repl_command
from rulesqa.cli.server import server_app
from rulesqa.cli.show import show_command
from rulesqa.cli.simulate import simulate_command
from rulesqa.cli.toc import docs_command, toc_command
from rulesqa.cli.verify import verify_command
from rulesqa.cli.web import web_command

app = typer.Typer(
    name="rulesqa",
    help="Bilingual (English/Russian) rules Q&A for board and card games, with exact citations, offline.",
    no_args_is_help=True,
    add_completion=True,  # --install-completion / --show-completion [bash|zsh|fish|powershell]
    context_settings={"help_option_names": ["-h", "--help"]},  # every command and subcommand inherits it
    rich_markup_mode=None,  # help text is plain: "gold: [substrings]" is not markup, a flag has no "<bool>"
    pretty_exceptions_enable=False,
)
app.command("ingest")(ingest_command)
app.command("ask")(ask_command)
app.command("show")(show_command)
app.command("toc")(toc_command)
app.command("docs")(docs_command)
app.command("verify")(verify_command)
app.command("glossary")(glossary_command)
app.command("repl")(repl_command)
app.add_typer(server_app, name="server")
app.command("eval")(eval_command)
app.add_typer(example_app, name="example")
app.command("simulate")(simulate_command)
app.command("web")(web_command)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"rulesqa {__version__}")
        raise typer.Exit()


def _color(value: str | None) -> str:
    """Colour the output as ``--color`` (else the config file's ``color``) says."""
    from rulesqa.cli.common import err, out, user_errors
    from rulesqa.settings import COLORS, setting

    with user_errors():
        mode = str(setting("color", value, "auto"))
    if mode not in COLORS:
        raise typer.BadParameter(f"{mode!r} is not one of {', '.join(COLORS)}")
    out.use_color(mode)
    err.use_color(mode)
    return mode


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Print the version."),
    color: str | None = typer.Option(
        None, "--color", callback=_color, metavar="auto|always|never", show_default=False,
        help="Colour the output: auto (a terminal, unless NO_COLOR is set), always, or never; it may also follow "
             "the command. Default: the config file's color, else auto."),
) -> None:
    """Bilingual (English/Russian) rules Q&A for board and card games, with exact citations, offline."""
