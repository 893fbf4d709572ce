rule star_align:
    input:
        r1="results/trimmed/{sample}_R1.fastq.gz",
        r2="results/trimmed/{sample}_R2.fastq.gz",
    output:
        bam="results/star/{sample}/Aligned.out.bam",
        log_final="results/star/{sample}/Log.final.out",
    threads: 12
    resources:
        mem_mb=40000,
        runtime=180,
        slurm_extra="--exclusive=user",
    conda:
        "../envs/star.yaml"
    log:
        "logs/star/{sample}.log",
    params:
        genome=config["genome_dir"],
        prefix="results/star/{sample}/",
    shell:
        "STAR --runThreadN {threads} --genomeDir {params.genome} "
        "--readFilesIn {input.r1} {input.r2} --readFilesCommand zcat "
        "--outSAMtype BAM Unsorted --outFileNamePrefix {params.prefix} &> {log}"


rule sort_bam:
    input:
        "results/star/{sample}/Aligned.out.bam",
    output:
        "results/bam/{sample}.sorted.bam",
    threads: 8
    resources:
        mem_mb=16000,
        runtime=120,
    conda:
        "../envs/samtools.yaml"
    log:
        "logs/sort/{sample}.log",
    shell:
        "samtools sort -@ {threads} -m 4G -T $TMPDIR/{wildcards.sample} "
        "-o {output} {input} &> {log}"


rule index_bam:
    input:
        "results/bam/{sample}.sorted.bam",
    output:
        "results/bam/{sample}.sorted.bam.bai",
    threads: 1
    resources:
        mem_mb=2000,
    conda:
        "../envs/samtools.yaml"
    shell:
        "samtools index {input}"
