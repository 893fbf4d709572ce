from datetime import datetime

import pendulum
from airflow.decorators import dag, task

BERLIN = pendulum.timezone("Europe/Berlin")


@dag(schedule="0 6 * * 1", start_date=datetime(2025, 1, 6, tzinfo=BERLIN), catchup=False, tags=["retail"])
def weekly_rollup():
    @task
    def run(data_interval_start=None, data_interval_end=None):
        from jobs.load import load_calendar, load_sales
        from jobs.rollup import weekly_rollup as build

        start = data_interval_start.in_timezone(BERLIN).start_of("week")
        end = data_interval_end.in_timezone(BERLIN).start_of("week")
        result = build(load_sales(start.to_date_string(), end.to_date_string()), load_calendar())
        result.to_parquet(f"/data/warehouse/agg_weekly_store/week={start.to_date_string()}.parquet", index=False)
        return len(result)

    run()


weekly_rollup()
