# Duplicate marking with Picard.


rule mark_duplicates:
    input:
        "results/align/{sample}.sorted.bam",
    output:
        bam="results/dedup/{sample}.bam",
        metrics="results/qc/{sample}.dup_metrics.txt",
    log:
        "logs/mark_duplicates/{sample}.log",
    threads: 2
    resources:
        mem_mb=16000,
        runtime=480,
    conda:
        "../envs/gatk.yaml"
    shell:
        "picard -Xmx4g MarkDuplicates"
        " I={input} O={output.bam} M={output.metrics}"
        " TMP_DIR=$TMPDIR VALIDATION_STRINGENCY=LENIENT"
        " OPTICAL_DUPLICATE_PIXEL_DISTANCE=2500 2> {log}"


rule dedup_flagstat:
    input:
        "results/dedup/{sample}.bam",
    output:
        "results/qc/{sample}.flagstat.txt",
    resources:
        mem_mb=1000,
    conda:
        "../envs/align.yaml"
    shell:
        "samtools flagstat {input} > {output}"
