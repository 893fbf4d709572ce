# Per-sample gVCFs with HaplotypeCaller, then joint genotyping of all samples.


rule haplotype_caller:
    input:
        bam="results/dedup/{sample}.bam",
        bai="results/dedup/{sample}.bam.bai",
        ref=REF,
    output:
        gvcf="results/gvcf/{sample}.g.vcf.gz",
    log:
        "logs/haplotype_caller/{sample}.log",
    threads: 4
    resources:
        mem_mb=12000,
        runtime=2880,
    params:
        intervals=config["intervals"],
    conda:
        "../envs/gatk.yaml"
    shell:
        "gatk --java-options '-Xmx10g' HaplotypeCaller -R {input.ref} -I {input.bam}"
        " -L {params.intervals} -O {output.gvcf} -ERC GVCF"
        " --native-pair-hmm-threads {threads} 2> {log}"


rule joint_genotype:
    input:
        gvcfs=expand("results/gvcf/{sample}.g.vcf.gz", sample=SAMPLES),
        ref=REF,
    output:
        "results/joint/cohort.vcf.gz",
    log:
        "logs/joint_genotype.log",
    resources:
        mem_mb=24000,
        runtime=1440,
    params:
        inputs=lambda wc, input: " ".join(f"-V {g}" for g in input.gvcfs),
    conda:
        "../envs/gatk.yaml"
    shell:
        "gatk CombineGVCFs -R {input.ref} {params.inputs} -O results/joint/combined.g.vcf.gz 2> {log}"
        " && gatk --java-options '-Xmx20g' GenotypeGVCFs -R {input.ref}"
        " -V results/joint/combined.g.vcf.gz -O {output} 2>> {log}"
