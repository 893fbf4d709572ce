"""
    GrowthCurves

Bacterial growth curves from the lab's plate reader: read the exports, fit a logistic
curve per well and summarise per strain.

Typical use:

    layout = read_layout("data/layout_2025-11-07.csv")
    df = read_plate("data/plate_2025-11-07.csv", layout)
    summary = summarize_strains(df)
"""
module GrowthCurves

using CSV
using DataFrames
using LsqFit
using Statistics

export read_plate, read_layout, parse_minutes, blank_correct!
export GrowthFit, logistic, fit_logistic, doubling_time
export fit_wells, summarize_strains
export plot_fits, save_fits

# OD600 above this is outside the reader's linear range
const OD_MAX = 2.5
# wells in the layout file with this name are medium-only blanks
const BLANK = "blank"

include("load.jl")
include("fit.jl")
include("summarize.jl")
include("plots.jl")

end # module
