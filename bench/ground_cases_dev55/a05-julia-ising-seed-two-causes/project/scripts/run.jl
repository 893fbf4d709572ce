using ArgParse
using IsingMC
using Printf
using Statistics

function parse_cli()
    s = ArgParseSettings()
    @add_arg_table! s begin
        "--L";      arg_type = Int;     default = 64
        "--T";      arg_type = Float64; default = 2.0
        "--sweeps"; arg_type = Int;     default = 10_000
        "--therm";  arg_type = Int;     default = 2_000
        "--seed";   arg_type = Int;     default = 42
        "--out";    arg_type = String;  default = "results"
    end
    return parse_args(s)
end

function main()
    a = parse_cli()
    res = run_simulation(a["L"], a["T"]; sweeps = a["sweeps"], therm = a["therm"], seed = a["seed"])
    mkpath(a["out"])
    path = joinpath(a["out"], @sprintf("L%03d_T%.3f_seed%d.h5", a["L"], a["T"], a["seed"]))
    write_results(path, res)
    @printf("L=%d T=%.3f seed=%d threads=%d  E/N=%.4f  |m|=%.4f\n", a["L"], a["T"], a["seed"],
            Threads.nthreads(), mean(res.energy), mean(res.magnetization))
end

main()
