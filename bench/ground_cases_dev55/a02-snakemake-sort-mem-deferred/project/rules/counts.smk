rule featurecounts:
    input:
        bams=expand("results/dedup/{s}.bam", s=SAMPLES.index),
        gtf=config["gtf"],
    output:
        counts="results/counts/gene_counts.tsv",
        summary="results/counts/gene_counts.tsv.summary",
    threads: 8
    resources:
        mem_mb=8000,
        runtime=60,
    params:
        strand=config["strandedness"],
    conda:
        "../envs/subread.yaml"
    log:
        "logs/featurecounts.log",
    shell:
        "featureCounts -T {threads} -p --countReadPairs -s {params.strand} "
        "-a {input.gtf} -o {output.counts} {input.bams} &> {log}"
