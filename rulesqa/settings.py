"""Where the index is when no ``--index`` is given, so every command works from any folder after one ``ingest``.

In order: ``--index``; ``$RULESQA_INDEX``; an index in ``./index`` (a project's own, as the repository keeps
one); the ``index`` of the user's config file (``config.toml`` in the platform's config folder for rulesqa,
``~/.config/rulesqa/`` on Linux); else the per-user index in the platform's data folder
(``~/.local/share/rulesqa/index`` on Linux). ``rulesqa ingest`` says where it wrote.

Light on imports (platformdirs, tomllib): the fast path of ``ask`` reads it before anything else loads.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from rulesqa.errors import UsageError

INDEX_ENV = "RULESQA_INDEX"
#: the settings the config file may hold, and the type of each: the default index, `ask`'s and `repl`'s default
#: question language and number of sections shown, and when output is coloured (auto, always, never)
KEYS: dict[str, type] = {"index": str, "lang": str, "k": int, "color": str}
_LANGS = ("auto", "en", "ru")
COLORS = ("auto", "always", "never")
MAX_K = 100


class ConfigError(UsageError):
    """The config file cannot be used; the message names it and says what to fix (exit 2, as any usage error)."""


def config_path() -> Path:
    import platformdirs

    return Path(platformdirs.user_config_dir("rulesqa")) / "config.toml"


def user_index() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("rulesqa")) / "index"


# the settings read, by the file's path, modification time and size: one `ask` asks for three of them
_READ: dict[tuple[str, int, int], dict[str, Any]] = {}


def read_config(path: Path | None = None) -> dict[str, Any]:
    """The user's settings; {} when there is no config file. :class:`ConfigError` for one that cannot be used."""
    path = path or config_path()
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise ConfigError(f"{path}: cannot be used ({exc.strerror}); fix it or remove it") from None
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _READ:
        _READ[key] = _parse(path)
    return _READ[key]


def _parse(path: Path) -> dict[str, Any]:
    import tomllib

    from rulesqa.bounded import parse_toml, read_regular

    try:
        data = parse_toml(read_regular(path, limit=1024 * 1024).decode("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, ValueError) as exc:
        raise ConfigError(f"{path}: cannot be used ({exc}); fix it or remove it") from None
    for key, value in data.items():
        if key not in KEYS:
            raise ConfigError(f"{path}: unknown setting '{key}'; known: {', '.join(KEYS)}")
        empty = isinstance(value, str) and not value.strip()
        if not isinstance(value, KEYS[key]) or isinstance(value, bool) or empty:
            raise ConfigError(f"{path}: '{key}' must be a non-empty {KEYS[key].__name__}, e.g. index = \"~/rules\"")
    if data.get("lang", "auto") not in _LANGS:
        raise ConfigError(f"{path}: 'lang' must be one of {', '.join(_LANGS)}; got {data['lang']!r}")
    if data.get("color", "auto") not in COLORS:
        raise ConfigError(f"{path}: 'color' must be one of {', '.join(COLORS)}; got {data['color']!r}")
    if not 1 <= data.get("k", 1) <= MAX_K:
        raise ConfigError(f"{path}: 'k' must be a whole number from 1 to {MAX_K}; got {data['k']}")
    return data


def setting(name: str, given: Any, default: Any) -> Any:
    """A flag's value: as given on the command line, else the config file's, else ``default``."""
    if given is not None:
        return given
    return read_config().get(name, default)


def _is_index(folder: Path) -> bool:
    from rulesqa.store import layout

    return (folder / layout.CURRENT).exists() or (folder / layout.MARKER).exists()


def default_index() -> str:
    """The index when no ``--index`` is given (see the module's docstring for the order)."""
    env = os.environ.get(INDEX_ENV, "").strip()
    if env:
        return env
    if _is_index(Path("index")):
        return "index"
    configured = read_config().get("index")
    if configured:
        folder = Path(configured).expanduser()
        return str(folder if folder.is_absolute() else config_path().parent / folder)
    return str(user_index())
