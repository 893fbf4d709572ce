rule fastp:
    input:
        r1=lambda wc: fq(wc, 1),
        r2=lambda wc: fq(wc, 2),
    output:
        r1="results/trimmed/{sample}_R1.fastq.gz",
        r2="results/trimmed/{sample}_R2.fastq.gz",
        json="results/qc/fastp/{sample}.json",
        html="results/qc/fastp/{sample}.html",
    threads: 4
    resources:
        mem_mb=4000,
        runtime=60,
    conda:
        "../envs/fastp.yaml"
    log:
        "logs/fastp/{sample}.log",
    params:
        extra=config["fastp"]["extra"],
    shell:
        "fastp -i {input.r1} -I {input.r2} -o {output.r1} -O {output.r2} "
        "-j {output.json} -h {output.html} -w {threads} {params.extra} &> {log}"
