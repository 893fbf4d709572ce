process HAPLOTYPECALLER {
    tag "${id}"
    label 'large'

    input:
    tuple val(id), path(bam), path(bai)
    path genome
    path intervals

    output:
    tuple val(id), path("${id}.g.vcf.gz"), path("${id}.g.vcf.gz.tbi"), emit: gvcf

    script:
    """
    gatk --java-options "-Xmx${task.memory.toGiga() - 4}g" HaplotypeCaller \\
        -R ${genome} -I ${bam} -L ${intervals} -ERC GVCF -O ${id}.g.vcf.gz
    """
}

process GENOMICSDB_IMPORT {
    label 'large'

    input:
    tuple val(cohort), path(gvcfs), path(tbis)
    path intervals

    output:
    path "${cohort}_db", emit: db

    script:
    def vs = gvcfs.collect { "-V ${it}" }.join(' ')
    """
    gatk GenomicsDBImport ${vs} -L ${intervals} --genomicsdb-workspace-path ${cohort}_db
    """
}

process GENOTYPE_GVCFS {
    label 'large'
    publishDir "${params.outdir}/vcf", mode: 'copy'

    input:
    path db
    path genome

    output:
    path "cohort.vcf.gz", emit: vcf

    script:
    """
    gatk GenotypeGVCFs -R ${genome} -V gendb://${db} -O cohort.vcf.gz
    """
}
