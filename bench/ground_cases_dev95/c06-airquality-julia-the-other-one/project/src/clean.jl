# Cleaning rules for the hourly readings.

"The network writes -999 for an hour the analyser did not report."
const SENTINEL = -999.0

"Columns in which the sentinel has to become `missing`."
const SENTINEL_COLS = [:pm25, :pm10, :no2, :o3]

"Physically impossible values are treated as missing as well."
const MAX_PLAUSIBLE = Dict(:pm25 => 1000.0, :pm10 => 2000.0, :no2 => 1000.0, :o3 => 1200.0)

function replace_sentinels!(df::DataFrame, cols=SENTINEL_COLS)
    for c in cols
        df[!, c] = replace(allowmissing(df[!, c]), SENTINEL => missing)
    end
    return df
end

function drop_implausible!(df::DataFrame)
    for (c, hi) in MAX_PLAUSIBLE
        df[!, c] = [ismissing(x) || x > hi ? missing : x for x in df[!, c]]
    end
    return df
end

"""
    clean_readings(df) -> DataFrame

Copy of `df` with sentinels and implausible values set to `missing` and duplicate
station-hours removed (the last delivery wins).
"""
function clean_readings(df::DataFrame)
    out = copy(df)
    unique!(out, [:station, :time]; keep=:last)
    replace_sentinels!(out)
    drop_implausible!(out)
    return out
end
