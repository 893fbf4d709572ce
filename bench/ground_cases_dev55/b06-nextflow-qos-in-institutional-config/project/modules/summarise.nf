process SUMMARISE_VCF {
    label 'process_low'
    container 'python:3.11-slim'
    publishDir "${params.outdir}", mode: 'copy'

    input:
    path gvcfs

    output:
    path "variant_summary.tsv"

    script:
    """
    summarise_vcf.py ${gvcfs} > variant_summary.tsv
    """
}
