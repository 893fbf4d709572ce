from pathlib import Path

import pytest

from sales_etl import load

HEADER = "store_code,receipt_no,sold_at,sku,qty,gross,discount,void"


def write_export(src: Path, day: str, store: str, rows: list[str], header: str = HEADER) -> Path:
    folder = src / day
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"store_{store}.csv"
    path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def day() -> str:
    return "2025-11-10"


@pytest.fixture
def drop(tmp_path: Path, day: str) -> Path:
    """Two stores, 13 rows, one of them voided: 12 sales rows."""
    src = tmp_path / "drop"
    write_export(src, day, "014", [
        f"014,R1001,{day} 10:02:11,4901234567894,1,\"1,280\",0,0",
        f"014,R1001,{day} 10:02:11,4909876543210,2,640,40,0",
        f"014,R1002,{day} 11:15:40,4901111111111,1,980,0,0",
        f"014,R1003,{day} 12:30:05,4902222222222,3,1500,150,0",
        f"014,R1004,{day} 13:01:59,4903333333333,1,2200,0,1",
        f"014,R1005,{day} 18:44:20,4904444444444,1,350,0,0",
        f"014,R1006,{day} 19:10:00,4905555555555,2,700,0,0",
    ])
    write_export(src, day, "022", [
        f"022,R2001,{day} 09:58:00,4901234567894,1,\"1,280\",128,0",
        f"022,R2002,{day} 10:20:31,4906666666666,1,450,0,0",
        f"022,R2003,{day} 12:12:12,4907777777777,4,1200,0,0",
        f"022,R2004,{day} 15:45:09,4908888888888,1,3300,300,0",
        f"022,R2005,{day} 17:05:44,4909999999999,2,860,0,0",
        f"022,R2006,{day} 20:30:00,4900000000017,1,198,0,0",
    ])
    return src


@pytest.fixture
def conn(tmp_path: Path):
    c = load.connect(tmp_path / "warehouse.db")
    yield c
    c.close()
