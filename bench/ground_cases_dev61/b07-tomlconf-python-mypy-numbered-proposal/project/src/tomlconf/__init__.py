"""tomlconf: layered configuration files with environment overrides."""
from tomlconf.loader import load, load_many
from tomlconf.schema import Field, Schema

__all__ = ["Field", "Schema", "load", "load_many"]
__version__ = "0.8.2"
