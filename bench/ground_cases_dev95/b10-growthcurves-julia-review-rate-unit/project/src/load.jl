# Plate-reader exports: one row per read, a "Time" column (hh:mm:ss) and one column per
# well (A1 ... H12). Overflowed wells are written as "OVRFLW".

"""
    parse_minutes(s) -> Float64

"1:30:00" -> 90.0. The reader counts hours past 24 ("26:15:00"), so no Dates parsing.
"""
function parse_minutes(s::AbstractString)
    h, m, sec = parse.(Int, split(strip(s), ":"))
    return 60h + m + sec / 60
end

"""
    normalize_well(w) -> String

"a01", "A01" and "A1" all become "A1".
"""
function normalize_well(w::AbstractString)
    m = match(r"^([A-Pa-p])0*(\d+)$", strip(w))
    m === nothing && throw(ArgumentError("not a well name: $(repr(w))"))
    return uppercase(m.captures[1]) * m.captures[2]
end

"""
    read_layout(path) -> Dict{String,String}

The plate layout CSV (columns `well,strain`), as well => strain.
"""
function read_layout(path::AbstractString)
    df = CSV.read(path, DataFrame; stripwhitespace=true)
    return Dict(normalize_well(String(r.well)) => String(r.strain) for r in eachrow(df))
end

"""
    read_plate(path, layout) -> DataFrame

Long format with columns `time_min, well, od, strain`. Wells missing from the layout
(unused edge wells) are dropped; overflowed reads become `missing`.
"""
function read_plate(path::AbstractString, layout::AbstractDict{String,String})
    raw = CSV.read(path, DataFrame; missingstring=["", "OVRFLW"])
    raw.time_min = parse_minutes.(string.(raw.Time))
    long = stack(select(raw, Not(:Time)), Not(:time_min); variable_name=:well, value_name=:od)
    long.well = normalize_well.(String.(long.well))
    filter!(r -> haskey(layout, r.well), long)
    long.strain = [layout[w] for w in long.well]
    long.od = [ismissing(v) || v > OD_MAX ? missing : Float64(v) for v in long.od]
    return long
end

"""
    blank_correct!(df) -> df

Subtract the mean blank OD at each time point, then drop the blank wells.
"""
function blank_correct!(df::DataFrame)
    blanks = combine(groupby(filter(r -> r.strain == BLANK, df), :time_min), :od => (x -> mean(skipmissing(x))) => :blank)
    leftjoin!(df, blanks; on=:time_min)
    df.od = df.od .- coalesce.(df.blank, 0.0)
    select!(df, Not(:blank))
    filter!(r -> r.strain != BLANK, df)
    return df
end
