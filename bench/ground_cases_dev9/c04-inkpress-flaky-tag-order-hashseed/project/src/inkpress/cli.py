from pathlib import Path

import click

from .config import load_config
from .site import build_site


@click.group()
def main():
    """inkpress：静态博客生成器"""


@main.command()
@click.option("--config", "config_path", default="site.yml", type=click.Path(exists=True, path_type=Path))
def build(config_path: Path):
    site = load_config(config_path)
    n = build_site(site)
    click.echo(f"built {n} posts -> {site.out_dir}")


if __name__ == "__main__":
    main()
