"""python -m toban"""
from toban.cli import main

if __name__ == "__main__":
    main()
