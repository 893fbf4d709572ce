import sys

from fetchq.cli import main

sys.exit(main())
