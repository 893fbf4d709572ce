const TEMP_RANGE = (-40.0, 50.0)
const SPIKE_LIMIT = 6.0     # °C change from one hour to the next
const FLATLINE_HOURS = 6    # identical readings this long mean a stuck sensor

"""
    flag_range!(df; lo, hi)

Flag temperatures outside the physically plausible range for the valley stations.
"""
function flag_range!(df::DataFrame; lo=TEMP_RANGE[1], hi=TEMP_RANGE[2])
    for i in eachindex(df.temp)
        t = df.temp[i]
        if !ismissing(t) && !(lo <= t <= hi)
            df.flag[i] = :range
        end
    end
    return df
end

"""
    flag_spikes!(df; limit=SPIKE_LIMIT)

Flag a reading that jumps by more than `limit` °C from the previous hour.
"""
function flag_spikes!(df::DataFrame; limit=SPIKE_LIMIT)
    t = df.temp
    for i in 2:length(t)
        a, b = t[i-1], t[i]
        (ismissing(a) || ismissing(b)) && continue
        if abs(b - a) > limit && df.flag[i] == :ok
            df.flag[i] = :spike
        end
    end
    return df
end

"""
    flag_flatline!(df; hours=FLATLINE_HOURS)

Flag runs of at least `hours` identical consecutive readings.
"""
function flag_flatline!(df::DataFrame; hours=FLATLINE_HOURS)
    t = df.temp
    start = 1
    for i in 2:length(t)+1
        same = i <= length(t) && !ismissing(t[i]) && !ismissing(t[i-1]) && t[i] == t[i-1]
        if !same
            if i - start >= hours
                df.flag[start:i-1] .= :flatline
            end
            start = i
        end
    end
    return df
end

"""
    qc!(df)

Run all checks, then blank every temperature whose flag is not `:ok`.
"""
function qc!(df::DataFrame)
    flag_range!(df)
    flag_spikes!(df)
    flag_flatline!(df)
    df.temp = [f == :ok ? x : missing for (x, f) in zip(df.temp, df.flag)]
    return df
end
