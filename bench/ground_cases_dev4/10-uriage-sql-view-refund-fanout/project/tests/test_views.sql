-- pgTAP
SELECT plan(1);
SELECT has_view('monthly_revenue');
SELECT * FROM finish();
