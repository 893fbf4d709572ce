process CHECK_SAMPLESHEET {
    label 'small'
    publishDir "${params.outdir}/pipeline_info", mode: 'copy'

    input:
    path samplesheet

    output:
    path 'samplesheet.valid.csv', emit: csv
    path 'samplesheet.log',       emit: log

    script:
    """
    check_samplesheet.py ${samplesheet} samplesheet.valid.csv 2> samplesheet.log
    """
}
