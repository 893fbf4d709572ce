import sys

from sales_etl.cli import main

sys.exit(main())
