# Read alignment: bwa-mem2 -> coordinate-sorted BAM.


rule bwa_mem:
    input:
        r1="data/fastq/{sample}_R1.fastq.gz",
        r2="data/fastq/{sample}_R2.fastq.gz",
        ref=REF,
        idx=multiext(REF, ".0123", ".amb", ".ann", ".bwt.2bit.64", ".pac"),
    output:
        bam=temp("results/align/{sample}.sorted.bam"),
    log:
        "logs/bwa_mem/{sample}.log",
    params:
        rg=lambda wc: f"@RG\\tID:{wc.sample}\\tSM:{wc.sample}\\tPL:ILLUMINA\\tLB:{wc.sample}",
    threads: 16
    resources:
        mem_mb=48000,
        runtime=600,
    conda:
        "../envs/align.yaml"
    shell:
        "(bwa-mem2 mem -t {threads} -R '{params.rg}' {input.ref} {input.r1} {input.r2}"
        " | samtools sort -@ 4 -m 2G -T $TMPDIR/{wildcards.sample} -o {output.bam} -) 2> {log}"


rule index_bam:
    input:
        "results/dedup/{sample}.bam",
    output:
        "results/dedup/{sample}.bam.bai",
    threads: 1
    resources:
        mem_mb=1000,
    conda:
        "../envs/align.yaml"
    shell:
        "samtools index {input}"
