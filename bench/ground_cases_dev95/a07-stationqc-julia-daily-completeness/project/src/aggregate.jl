const MIN_HOURS = 18    # a daily mean needs at least 18 valid hourly values
const MIN_DAYS = 20     # a monthly mean needs at least 20 valid daily means

"""
    daily_mean(df) -> DataFrame

Mean temperature per UTC day from QC'd hourly data (`fill_gaps` first, so every day
has 24 rows). Days with too few valid hours get `missing`.
"""
function daily_mean(df::DataFrame)
    d = transform(df, :time => ByRow(Date) => :date)
    return combine(groupby(d, :date)) do g
        valid = count(ismissing, g.temp) < MIN_HOURS
        (temp_mean = valid ? mean(skipmissing(g.temp)) : missing,
         n_valid = count(!ismissing, g.temp))
    end
end

"""
    write_daily_csv(path, daily) -> path

Daily means for the met office upload: `date`, `temp_mean` (1 decimal), `n_valid`;
missing values are written as empty fields.
"""
function write_daily_csv(path::AbstractString, daily::DataFrame)
    round1(x) = ismissing(x) ? missing : round(x; digits=1)
    out = select(daily, :date, :temp_mean => ByRow(round1) => :temp_mean, :n_valid)
    CSV.write(path, out; missingstring="", dateformat="yyyy-mm-dd")
    return path
end

"""
    monthly_summary(daily) -> DataFrame

Monthly mean of the daily means, with the number of valid days behind it.
"""
function monthly_summary(daily::DataFrame)
    d = transform(daily, :date => ByRow(x -> firstdayofmonth(x)) => :month)
    return combine(groupby(d, :month)) do g
        days = count(!ismissing, g.temp_mean)
        (temp_mean = days >= MIN_DAYS ? mean(skipmissing(g.temp_mean)) : missing,
         temp_min = days > 0 ? minimum(skipmissing(g.temp_mean)) : missing,
         temp_max = days > 0 ? maximum(skipmissing(g.temp_mean)) : missing,
         valid_days = days)
    end
end
