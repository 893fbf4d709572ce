rule markdup:
    input:
        bam="results/bam/{sample}.sorted.bam",
    output:
        bam="results/dedup/{sample}.bam",
        metrics="results/qc/markdup/{sample}.txt",
    threads: 4
    resources:
        mem_mb=16000,
        runtime=120,
    conda:
        "../envs/picard.yaml"
    log:
        "logs/markdup/{sample}.log",
    shell:
        "picard -Xmx12g MarkDuplicates I={input.bam} O={output.bam} M={output.metrics} "
        "VALIDATION_STRINGENCY=LENIENT &> {log}"


rule multiqc:
    input:
        expand("results/qc/fastp/{s}.json", s=SAMPLES.index),
        expand("results/star/{s}/Log.final.out", s=SAMPLES.index),
        expand("results/qc/markdup/{s}.txt", s=SAMPLES.index),
        "results/counts/gene_counts.tsv.summary",
    output:
        "results/qc/multiqc_report.html",
    params:
        title=config["multiqc_title"],
    conda:
        "../envs/multiqc.yaml"
    shell:
        "multiqc --force --title '{params.title}' -o results/qc -n multiqc_report.html "
        "results/qc results/star results/counts"
