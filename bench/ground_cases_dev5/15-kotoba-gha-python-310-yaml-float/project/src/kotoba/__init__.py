from kotoba.kana import hira_to_kata, kata_to_hira
from kotoba.normalize import normalize

__all__ = ["normalize", "hira_to_kata", "kata_to_hira"]
__version__ = "2.3.0"
