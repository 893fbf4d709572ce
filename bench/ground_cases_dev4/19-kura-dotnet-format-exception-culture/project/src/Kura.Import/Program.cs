using Kura.Import;

var job = new ImportJob(new CsvImporter());
await job.RunAsync(args[0]);
