process BCFTOOLS_NORM {
    label 'small'
    publishDir "${params.outdir}/vcf", mode: 'copy'

    input:
    path vcf
    path genome

    output:
    path "cohort.norm.vcf.gz", emit: vcf

    script:
    """
    bcftools norm -m -both -f ${genome} -Oz -o cohort.norm.vcf.gz ${vcf}
    bcftools index -t cohort.norm.vcf.gz
    """
}

process BCFTOOLS_STATS {
    label 'small'
    publishDir "${params.outdir}/qc", mode: 'copy'

    input:
    path vcf

    output:
    path "cohort.stats.txt"

    script:
    """
    bcftools stats -s - ${vcf} > cohort.stats.txt
    """
}
